import PHPRuntime
import SourceRanges

/// The objects a PHP program created, by handle. A value type: the interpreter copies it when it
/// follows two branches, and a template keeps a copy of it as it was when `set_apnInfo` ran.
///
/// Copy-on-write by hand rather than through `Dictionary`, so that a whole copy can be counted:
/// a heap shared by accident is copied at every change, which turns a loop quadratic, and the
/// count (`wholeCopies`) is what the tests hold the interpreter to.
public struct SDKHeap: Sendable, Hashable {
    private final class Storage: @unchecked Sendable {
        var objects: [Int: SDKObject]
        var creations: [Int: SourceRange]
        var nextID: Int
        let wholeCopies: Int

        init(objects: [Int: SDKObject] = [:], creations: [Int: SourceRange] = [:], nextID: Int = 1, wholeCopies: Int = 0) {
            self.objects = objects
            self.creations = creations
            self.nextID = nextID
            self.wholeCopies = wholeCopies
        }
    }

    // Only `mutableStorage` hands out a storage that may be changed, and only when no other
    // heap shares it; that is what makes the @unchecked Sendable above hold.
    private var storage = Storage()

    public init() {}

    private var mutableStorage: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) {
                storage = Storage(objects: storage.objects, creations: storage.creations,
                                  nextID: storage.nextID, wholeCopies: storage.wholeCopies + 1)
            }
            return storage
        }
    }

    public var objects: [Int: SDKObject] { storage.objects }
    /// The `new` expression (or call) that created each object, by handle id.
    public var creations: [Int: SourceRange] { storage.creations }
    /// How many times this heap's objects were copied because another heap shared them: once per
    /// branch the interpreter followed, if nothing shares a heap by mistake.
    public var wholeCopies: Int { storage.wholeCopies }

    public mutating func allocate(_ object: SDKObject, at creation: SourceRange? = nil) -> PHPObjectHandle {
        let storage = mutableStorage
        let id = storage.nextID
        storage.nextID += 1
        storage.objects[id] = object
        storage.creations[id] = creation
        return PHPObjectHandle(id: id, className: object.className)
    }

    /// Handles of every object, in order of creation.
    public var handles: [PHPObjectHandle] {
        storage.objects.sorted { $0.key < $1.key }.map { PHPObjectHandle(id: $0.key, className: $0.value.className) }
    }

    public subscript(handle: PHPObjectHandle) -> SDKObject? {
        get { storage.objects[handle.id] }
        set { mutableStorage.objects[handle.id] = newValue }
    }

    /// The same heap with only the objects `ids` names; new objects still get fresh handles.
    public func keeping(_ ids: Set<Int>) -> SDKHeap {
        var kept = SDKHeap()
        kept.storage = Storage(objects: storage.objects.filter { ids.contains($0.key) },
                               creations: storage.creations.filter { ids.contains($0.key) }, nextID: storage.nextID)
        return kept
    }

    /// A new object with the same fields (`clone`).
    public mutating func clone(_ handle: PHPObjectHandle) -> PHPObjectHandle? {
        guard let object = storage.objects[handle.id] else { return nil }
        return allocate(object, at: storage.creations[handle.id])
    }

    public static func == (left: SDKHeap, right: SDKHeap) -> Bool {
        left.storage === right.storage
            || (left.storage.nextID == right.storage.nextID && left.storage.objects == right.storage.objects
                && left.storage.creations == right.storage.creations)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.nextID)
        hasher.combine(storage.objects)
        hasher.combine(storage.creations)
    }
}

/// The SDK classes gtpush models, and a plain property bag for every other class.
/// Indirect, so copying a heap or reading an object out of it is a retain, not a copy of
/// every field: the interpreter and the rules do both once per object per path.
public indirect enum SDKObject: Sendable, Hashable {
    case apnPayload(APNPayload)
    case dictionaryAlert(DictionaryAlertMsg)
    case simpleAlert(SimpleAlertMsg)
    case multiMedia(MultiMedia)
    case template(PushTemplate)
    /// An object of the v2 RestAPI SDK (`GTPushRequest`, `GTIos`, `GTAps`, …).
    case v2(V2Object)
    case other(className: String, properties: [String: PHPValue])

    public var className: String {
        switch self {
        case .apnPayload: SDKClass.apnPayload.rawValue
        case .dictionaryAlert: SDKClass.dictionaryAlertMsg.rawValue
        case .simpleAlert: SDKClass.simpleAlertMsg.rawValue
        case .multiMedia: SDKClass.multiMedia.rawValue
        case .template(let template): template.className
        case .v2(let object): object.sdkClass.rawValue
        case .other(let className, _): className
        }
    }
}

extension SDKObject {
    /// An object a payload is reported at: a v1 `IGtAPNPayload`, or a v2 object `preview` prints.
    public var isPayloadRoot: Bool {
        switch self {
        case .apnPayload: true
        case .v2(let object): object.sdkClass.isPrintable
        default: false
        }
    }
}
