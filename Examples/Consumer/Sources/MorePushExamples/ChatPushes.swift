import Foundation
import GTPushRuntime

/// Chat payloads, from the builders the plugin generates from `chat-pushes.php`.
public enum ChatPushes {
    public static func message(from sender: String, _ text: String) -> PushKind {
        ChatMessagePush(sender: sender, text: text).kind
    }
}
