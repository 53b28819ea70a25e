/// A binary min-heap over an array, ordered by `precedes`: the two searches of `ElbowSearch`
/// share it. Inlined, so each use is specialized for its element and order.
enum BinaryHeap {
  @inline(__always)
  static func push<Element>(
    _ element: Element, into heap: inout [Element], by precedes: (Element, Element) -> Bool
  ) {
    heap.append(element)
    heap.withUnsafeMutableBufferPointer { heap in
      var child = heap.count - 1
      while child > 0 {
        let parent = (child - 1) / 2
        guard precedes(element, heap[parent]) else { break }
        heap[child] = heap[parent]
        child = parent
      }
      heap[child] = element
    }
  }

  /// The first element, removed; nil when the heap is empty.
  @inline(__always)
  static func pop<Element>(_ heap: inout [Element], by precedes: (Element, Element) -> Bool) -> Element? {
    guard let top = heap.first else { return nil }
    let last = heap.removeLast()
    guard !heap.isEmpty else { return top }
    heap.withUnsafeMutableBufferPointer { heap in
      var index = 0
      while true {
        let left = 2 * index + 1
        guard left < heap.count else { break }
        var chosen = left
        if left + 1 < heap.count && precedes(heap[left + 1], heap[left]) { chosen = left + 1 }
        guard precedes(heap[chosen], last) else { break }
        heap[index] = heap[chosen]
        index = chosen
      }
      heap[index] = last
    }
    return top
  }
}
