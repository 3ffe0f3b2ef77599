/// Events waiting for delivery, with the instant each happened, delivered in order by one loop.
///
/// A controller queues events while it changes state and delivers them once its state is
/// consistent. A handler may call back into the controller; the events that causes are queued
/// behind and delivered by the loop already running, so a callback never sees a half-done
/// change and events never reorder. Delivery reuses its storage: a steady stream of events does
/// not allocate once the queue has grown to its working size.
final class EventQueue<Event> {
  @exclusivity(unchecked) private var pending: [(event: Event, time: Double)] = []
  @exclusivity(unchecked) private var delivering = false

  init() { pending.reserveCapacity(16) }

  func append(_ event: Event, at time: Double) { pending.append((event, time)) }

  /// Hands every queued event to `handler`, in order, unless a delivery is already running
  /// (then that loop delivers them).
  func deliver(_ handler: (Event, Double) -> Void) {
    guard !delivering else { return }
    delivering = true
    defer { delivering = false }
    var index = 0
    while index < pending.count {
      let (event, time) = pending[index]
      index += 1
      handler(event, time)
    }
    pending.removeAll(keepingCapacity: true)
  }
}
