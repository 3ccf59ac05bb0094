import Platform
import Testing

/// `ThreadSlot`, which keeps each thread's runner of the compile-time checks.
@Suite struct ThreadSlotTests {
    final class Box: @unchecked Sendable {
        let ended: Locked<Bool>
        init(ended: Locked<Bool>) { self.ended = ended }
        deinit { ended.withLock { $0 = true } }
    }

    @Test func whatIsPutIsTakenOnce() {
        let slot = ThreadSlot<Box>()
        #expect(slot.take() == nil)
        let box = Box(ended: Locked(false))
        slot.put(box)
        #expect(slot.take() === box)
        #expect(slot.take() == nil)
    }

    /// A use nested in another found the slot empty and put its own back first: the outer use's
    /// object takes its place, and the nested one is released.
    @Test func thePutLastStays() {
        let slot = ThreadSlot<Box>()
        let innerEnded = Locked(false)
        let outer = Box(ended: Locked(false))
        slot.put(Box(ended: innerEnded))
        slot.put(outer)
        #expect(innerEnded.withLock { $0 })
        #expect(slot.take() === outer)
    }

    /// Each thread has its own, released when the thread ends.
    @Test func aThreadsObjectIsItsOwnAndEndsWithIt() {
        let slot = ThreadSlot<Box>()
        let ended = Locked(false)
        let sawNone = Locked(false)
        slot.put(Box(ended: Locked(false)))
        var thread = pthread_t()
        final class Work: @unchecked Sendable {
            let body: () -> Void
            init(_ body: @escaping () -> Void) { self.body = body }
        }
        let work = Work {
            sawNone.withLock { $0 = slot.take() == nil }
            slot.put(Box(ended: ended))
        }
        let started = pthread_create(&thread, nil, { context in
            Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
            return nil
        }, Unmanaged.passRetained(work).toOpaque())
        #expect(started == 0)
        pthread_join(thread, nil)
        #expect(sawNone.withLock { $0 })
        #expect(ended.withLock { $0 })
        #expect(slot.take() != nil)
    }
}
