import Foundation
import GTPushRuntime

/// Payloads for the app's notification tests, built by the builders the plugin generates from
/// `order-pushes.php` — nothing here is written by hand but the inputs.
public enum SamplePushes {
    public static func orderShipped(_ orderId: String) throws -> Data {
        try OrderShippedPush(orderId: orderId).jsonData()
    }

    public static func accountSync(_ account: String) throws -> Data {
        try OrderAccountSyncPush(account: PHPValue(account)).jsonData()
    }
}
