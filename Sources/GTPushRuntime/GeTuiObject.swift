import GeTuiModel
import PHPRuntime

/// An object of GeTui's PHP SDK, v1 or v2, as the SDK model holds it (`SDKObject`, the type
/// `preview`'s interpreter keeps), with the SDK's methods and fields under their PHP names:
/// `try media.set_url("…")`, `try aps.setSound("default")`, `apn.badge = 1`. Nothing here names
/// a field or a method: each is looked up in the schemas (`SDKClassSchema`, `V2ClassSchema`) and
/// run by the model's own code, so a builder does what `preview` does.
@dynamicMemberLookup
public class GeTuiObject: @unchecked Sendable {
    var model: SDKObject
    /// The objects its fields hold. Kept alive, so that each keeps the handle the model stores.
    private var held: [GeTuiObject] = []

    required init(model: SDKObject) {
        self.model = model
    }

    /// The object's handle in the heaps the model's code reads: its identity, as PHP's object id.
    var handle: PHPObjectHandle {
        PHPObjectHandle(id: Int(bitPattern: ObjectIdentifier(self)), className: model.className)
    }

    /// `$object->method(…)`: the SDK's method of that name, which a call runs.
    public subscript(dynamicMember method: String) -> SDKMethodCall {
        SDKMethodCall(object: self, method: method)
    }

    /// `$object->field` of a v1 object, read or written as PHP does: a field the class declares, or
    /// a property PHP makes on the fly, which the SDK never sends. (A v2 object's fields are
    /// private: PHP's Error, which a builder throws instead of writing.)
    public subscript(dynamicMember property: String) -> PHPValue {
        get { model.read(property) ?? .null }
        set { _ = model.write(property, Assigned(newValue)) }
    }

    /// `clone $object`: the fields copied, the objects they hold shared, as PHP's clone is shallow.
    public func cloned() -> Self {
        let copy = Self(model: model)
        copy.held = held
        return copy
    }

    /// The value a field holds for `object`: its handle, the object kept with this one.
    func holding(_ object: GeTuiObject) -> PHPValue {
        if !held.contains(where: { $0 === object }) { held.append(object) }
        return .object(object.handle)
    }

    /// The object this one holds under `handle`.
    func heldObject(_ handle: PHPObjectHandle) -> GeTuiObject? {
        held.first { $0.handle == handle }
    }

    /// This object and every object it holds, directly or not, in a heap the model's code reads.
    func heap() -> SDKHeap {
        var heap = SDKHeap()
        for object in graph() { heap[object.handle] = object.model }
        return heap
    }

    /// Takes back what the model's code changed in the objects of `heap` (`getApiParam()`
    /// appends each object's keys to its own `apiParam`, and they stay).
    func update(from heap: SDKHeap) {
        for object in graph() {
            if let changed = heap[object.handle] { object.model = changed }
        }
    }

    private func graph() -> [GeTuiObject] {
        var seen: Set<ObjectIdentifier> = []
        var order: [GeTuiObject] = []
        var pending: [GeTuiObject] = [self]
        while let next = pending.popLast() {
            guard seen.insert(ObjectIdentifier(next)).inserted else { continue }
            order.append(next)
            pending += next.held
        }
        return order
    }
}

/// One of the SDK's methods on one object, called as `object.method(…)`.
public struct SDKMethodCall {
    let object: GeTuiObject
    let method: String

    /// A call with values: what the method returns (a getter's field, `get_payload()`'s JSON,
    /// `getApiParam()`'s array); null for a setter.
    @discardableResult
    public func callAsFunction(_ arguments: PHPValue...) throws(GTPushError) -> PHPValue {
        try object.call(method, arguments.map(SDKArgument.value))
    }

    /// A call given an object (`setAps($aps)`, `add_multiMedia($media)`), or null for none.
    @discardableResult
    public func callAsFunction(_ argument: GeTuiObject?) throws(GTPushError) -> PHPValue {
        try object.call(method, [argument.map(SDKArgument.object) ?? .value(.null)])
    }

    /// A call given a list of objects (`setMultimedia(array($m))`, `set_multiMedias(array($m))`).
    @discardableResult
    public func callAsFunction(_ objects: [GeTuiObject?]) throws(GTPushError) -> PHPValue {
        try object.call(method, [.objects(objects)])
    }
}

/// What a method is given: a PHP value, an SDK object, or a PHP list of them.
enum SDKArgument {
    case value(PHPValue)
    case object(GeTuiObject)
    case objects([GeTuiObject?])
}
