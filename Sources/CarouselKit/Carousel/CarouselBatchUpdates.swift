/// Several removes, inserts, moves and reloads that a ``Carousel`` applies as one animated change
/// (``Carousel/performBatchUpdates(_:animation:at:completion:)``), as UICollectionView's
/// `performBatchUpdates(_:completion:)` does (iCarousel #528, #342, #843 asked for it).
///
/// The indexes follow UICollectionView's rules: removals, reloads and the sources of moves name
/// items *before* the change; insertions and the destinations of moves name items *after* it. The
/// items that stay and are not moved keep their order and fill the places the insertions and
/// moves leave free.
///
///     var batch = CarouselBatchUpdates()
///     batch.removeItem(at: 0)
///     batch.insertItem(at: 2)
///     batch.moveItem(from: 3, to: 0)
///
/// Or let the batch be found from the items' identities before and after:
///
///     let batch = try CarouselBatchUpdates(from: ["a", "b", "c"], to: ["c", "a", "d"])
public struct CarouselBatchUpdates: Sendable, Equatable {
  /// Items removed, by their index before the change, in the order given.
  public var removals: [Int] = []
  /// Items inserted, by their index after the change, in the order given.
  public var insertions: [Int] = []
  /// Items moved, from their index before the change to their index after it.
  public var moves: [Move] = []
  /// Items whose views are asked for again, by their index before the change (a moved item may be
  /// reloaded too).
  public var reloads: [Int] = []

  /// An item's move: from its index before the change to its index after it.
  public struct Move: Sendable, Equatable {
    /// The item's index before the change.
    public var from: Int
    /// The item's index after the change.
    public var to: Int

    /// A move of the item at `from` (before the change) to `to` (after it).
    public init(from: Int, to: Int) {
      self.from = from
      self.to = to
    }
  }

  /// An empty batch.
  public init() {}

  /// Whether the batch changes nothing.
  public var isEmpty: Bool {
    removals.isEmpty && insertions.isEmpty && moves.isEmpty && reloads.isEmpty
  }

  /// The number of changes in the batch.
  public var count: Int { removals.count + insertions.count + moves.count + reloads.count }

  /// Removes the item at `index`, an index before the change.
  public mutating func removeItem(at index: Int) { removals.append(index) }
  /// Inserts an item at `index`, an index after the change.
  public mutating func insertItem(at index: Int) { insertions.append(index) }
  /// Moves the item at `from` (before the change) to `to` (after it).
  public mutating func moveItem(from: Int, to: Int) { moves.append(Move(from: from, to: to)) }
  /// Asks for the view of the item at `index` (before the change) again.
  public mutating func reloadItem(at index: Int) { reloads.append(index) }

  /// The batch that turns the items identified by `old` into those identified by `new`.
  ///
  /// The identities only in `old` are removed, those only in `new` inserted, and of those in both,
  /// the fewest are moved that put them in their new order (the rest keep theirs: a longest
  /// increasing run of their old indexes). The items of `reloading` found in both are reloaded.
  ///
  /// - Parameters:
  ///   - old: The items' identities before the change, each once.
  ///   - new: The items' identities after the change, each once.
  ///   - reloading: Identities whose content changed; those not in both lists are ignored, and
  ///     one named twice is reloaded once.
  /// - Throws: ``CarouselBatchError/repeatedIdentity(list:index:firstIndex:)`` when an identity
  ///   appears twice in `old` or in `new`.
  /// - Complexity: O((n + m) log(n + m)) for `n` old and `m` new identities.
  public init<ID: Hashable>(
    from old: [ID], to new: [ID], reloading: [ID] = []
  ) throws(CarouselBatchError) {
    var oldIndex: [ID: Int] = [:]
    oldIndex.reserveCapacity(old.count)
    for (index, id) in old.enumerated() {
      if let first = oldIndex.updateValue(index, forKey: id) {
        throw .repeatedIdentity(list: .old, index: index, firstIndex: first)
      }
    }
    var newIndex: [ID: Int] = [:]
    newIndex.reserveCapacity(new.count)
    for (index, id) in new.enumerated() {
      if let first = newIndex.updateValue(index, forKey: id) {
        throw .repeatedIdentity(list: .new, index: index, firstIndex: first)
      }
    }
    for (index, id) in old.enumerated() where newIndex[id] == nil { removals.append(index) }
    // The items kept, in their new order, with their old indexes: those on a longest increasing
    // run of old indexes stay; the others move.
    var keptNew: [Int] = []
    var keptOld: [Int] = []
    for (index, id) in new.enumerated() {
      if let from = oldIndex[id] {
        keptNew.append(index)
        keptOld.append(from)
      } else {
        insertions.append(index)
      }
    }
    var staying = [Bool](repeating: false, count: keptOld.count)
    for position in Self.longestIncreasingRun(keptOld) { staying[position] = true }
    for position in keptOld.indices where !staying[position] {
      moves.append(Move(from: keptOld[position], to: keptNew[position]))
    }
    for id in reloading {
      if let from = oldIndex[id], newIndex[id] != nil { reloads.append(from) }
    }
    reloads.sort()
    // An identity named twice is reloaded once.
    reloads = reloads.indices.filter { $0 == 0 || reloads[$0] != reloads[$0 - 1] }.map {
      reloads[$0]
    }
  }

  /// The positions in `values` of one longest strictly increasing subsequence, in order.
  ///
  /// - Complexity: O(n log n).
  static func longestIncreasingRun(_ values: [Int]) -> [Int] {
    // ends[k]: the position of the smallest last value of an increasing run of length k + 1.
    var ends: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for position in values.indices {
      let value = values[position]
      var low = 0
      var high = ends.count
      while low < high {
        let middle = (low + high) / 2
        if values[ends[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[position] = ends[low - 1] }
      if low == ends.count { ends.append(position) } else { ends[low] = position }
    }
    var run = [Int](repeating: 0, count: ends.count)
    var position = ends.last ?? -1
    var slot = ends.count - 1
    while position >= 0 {
      run[slot] = position
      slot -= 1
      position = previous[position]
    }
    return run
  }
}

/// Why a ``CarouselBatchUpdates`` cannot be applied, or built: nothing was changed.
public enum CarouselBatchError: Error, Equatable, CustomStringConvertible {
  /// Which list of a batch an index comes from.
  public enum Role: String, Sendable {
    /// ``CarouselBatchUpdates/removals``: indexes before the change.
    case removal
    /// ``CarouselBatchUpdates/insertions``: indexes after the change.
    case insertion
    /// A move's ``CarouselBatchUpdates/Move/from``: an index before the change.
    case moveSource = "move source"
    /// A move's ``CarouselBatchUpdates/Move/to``: an index after the change.
    case moveDestination = "move destination"
    /// ``CarouselBatchUpdates/reloads``: indexes before the change.
    case reload

    var withArticle: String { (self == .insertion ? "an " : "a ") + rawValue }
  }

  /// Which list of identities a repeated identity is in.
  public enum IdentityList: String, Sendable {
    /// The identities before the change.
    case old
    /// The identities after the change.
    case new
  }

  /// An index outside the items it names: `0..<count` before the change for removals, reloads
  /// and move sources, after it for insertions and move destinations.
  case indexOutOfRange(role: Role, index: Int, count: Int)
  /// The same index twice in one role (two removals of item 3).
  case repeatedIndex(role: Role, index: Int)
  /// One index in two roles that exclude each other: an item removed and moved or reloaded,
  /// a place both inserted at and moved to.
  case conflictingIndex(index: Int, role: Role, otherRole: Role)
  /// An identity that appears twice in one list given to
  /// ``CarouselBatchUpdates/init(from:to:reloading:)``, at `index` and at `firstIndex`.
  case repeatedIdentity(list: IdentityList, index: Int, firstIndex: Int)

  /// What is wrong, in a sentence: `"batch removal index 6 is out of range: expected 0..<6 (the
  /// count before it)"`.
  public var description: String {
    switch self {
    case .indexOutOfRange(let role, let index, let count):
      let when = role == .insertion || role == .moveDestination ? "after" : "before"
      let range = count == 0 ? "there are no items \(when) the change" : "expected 0..<\(count)"
      return
        "batch \(role.rawValue) index \(index) is out of range: \(range) (the count \(when) it)"
    case .repeatedIndex(let role, let index):
      return "batch \(role.rawValue) index \(index) appears twice"
    case .conflictingIndex(let index, let role, let other):
      return "batch index \(index) is both \(role.withArticle) and \(other.withArticle)"
    case .repeatedIdentity(let list, let index, let first):
      return
        "the \(list.rawValue) identities repeat one: \(list.rawValue)[\(index)] is \(list.rawValue)[\(first)]"
    }
  }
}

/// Where each item goes in a ``CarouselBatchUpdates``: the batch checked against the count and
/// sorted, so an old index's new one is found by binary search.
struct CarouselIndexMap {
  let oldCount: Int
  let newCount: Int
  /// Old indexes that leave their place (removed or moved), sorted.
  private let vacated: [Int]
  /// Old indexes removed, sorted.
  let removed: [Int]
  /// New places taken by insertions and move destinations, sorted, and `fixed[k] - k` for each.
  private let fixed: [Int]
  private let freeBefore: [Int]
  /// Moves, sorted by source.
  private let moves: [CarouselBatchUpdates.Move]
  /// New indexes inserted, sorted.
  let inserted: [Int]

  /// Checks `batch` against `count` items.
  ///
  /// - Complexity: O(k log k) for a batch of k changes.
  init(_ batch: CarouselBatchUpdates, count: Int) throws(CarouselBatchError) {
    let newCount = count - batch.removals.count + batch.insertions.count
    func sortedUnique(_ list: [Int], _ role: CarouselBatchError.Role, within limit: Int)
      throws(CarouselBatchError) -> [Int]
    {
      for index in list where index < 0 || index >= limit {
        throw .indexOutOfRange(role: role, index: index, count: max(limit, 0))
      }
      let sorted = list.sorted()
      for position in sorted.indices.dropFirst() where sorted[position] == sorted[position - 1] {
        throw .repeatedIndex(role: role, index: sorted[position])
      }
      return sorted
    }
    func firstCommon(_ a: [Int], _ b: [Int]) -> Int? {
      var i = 0
      var j = 0
      while i < a.count && j < b.count {
        if a[i] == b[j] { return a[i] }
        if a[i] < b[j] { i += 1 } else { j += 1 }
      }
      return nil
    }
    let removed = try sortedUnique(batch.removals, .removal, within: count)
    let sources = try sortedUnique(batch.moves.map { $0.from }, .moveSource, within: count)
    let reloads = try sortedUnique(batch.reloads, .reload, within: count)
    let inserted = try sortedUnique(batch.insertions, .insertion, within: newCount)
    let destinations = try sortedUnique(
      batch.moves.map { $0.to }, .moveDestination, within: newCount)
    if let index = firstCommon(removed, sources) {
      throw .conflictingIndex(index: index, role: .removal, otherRole: .moveSource)
    }
    if let index = firstCommon(removed, reloads) {
      throw .conflictingIndex(index: index, role: .removal, otherRole: .reload)
    }
    if let index = firstCommon(inserted, destinations) {
      throw .conflictingIndex(index: index, role: .insertion, otherRole: .moveDestination)
    }
    oldCount = count
    self.newCount = newCount
    self.removed = removed
    self.inserted = inserted
    vacated = (removed + sources).sorted()
    let fixed = (inserted + destinations).sorted()
    self.fixed = fixed
    freeBefore = fixed.indices.map { fixed[$0] - $0 }
    moves = batch.moves.sorted { $0.from < $1.from }
  }

  /// The number of elements of sorted `list` less than `value`.
  private static func countBelow(_ value: Int, in list: [Int]) -> Int {
    var low = 0
    var high = list.count
    while low < high {
      let middle = (low + high) / 2
      if list[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The new index of the item at old index `index`, or `nil` when it is removed.
  ///
  /// - Precondition: `0 <= index < oldCount`.
  /// - Complexity: O(log k).
  func newIndex(of index: Int) -> Int? {
    let vacatedBefore = Self.countBelow(index, in: vacated)
    if vacatedBefore < vacated.count && vacated[vacatedBefore] == index {
      var low = 0
      var high = moves.count
      while low < high {
        let middle = (low + high) / 2
        if moves[middle].from < index { low = middle + 1 } else { high = middle }
      }
      return low < moves.count && moves[low].from == index ? moves[low].to : nil
    }
    return freePlace(rank: index - vacatedBefore)
  }

  /// The new index of the item that keeps its order with rank `rank` (from 0).
  ///
  /// It takes the `rank`-th place no insertion or move takes; `fixed[k] - k` places are free
  /// before `fixed[k]`.
  private func freePlace(rank: Int) -> Int {
    var low = 0
    var high = freeBefore.count
    while low < high {
      let middle = (low + high) / 2
      if freeBefore[middle] <= rank { low = middle + 1 } else { high = middle }
    }
    return rank + low
  }

  /// Where the item at old index `index` is after the change or, if it is removed, the place of
  /// the first item after it that keeps its order — when none does, the last item, or the first
  /// when the items wrap: the item that comes to stand where a removed one stood.
  ///
  /// - Precondition: `newCount > 0`.
  func newIndexOrFollowing(_ index: Int, wrapping: Bool) -> Int {
    if let new = newIndex(of: index) { return new }
    let place = freePlace(rank: index - Self.countBelow(index, in: vacated))
    return place < newCount ? place : (wrapping ? 0 : newCount - 1)
  }
}
