extension Cassowary {
    /// A binary min-heap of symbols ordered by id: the objective's entering
    /// candidates, lowest id first (Bland's rule). Duplicates are allowed;
    /// push and pop are O(log n).
    struct SymbolHeap {
        /// The heap in array form: `elements[i] <= elements[2i+1], elements[2i+2]`.
        private(set) var elements: [Symbol] = []

        /// The lowest-id symbol, if any.
        func peek() -> Symbol? { elements.first }

        /// Adds `symbol`.
        mutating func push(_ symbol: Symbol) {
            elements.append(symbol)
            var child = elements.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard elements[child].id < elements[parent].id else { break }
                elements.swapAt(child, parent)
                child = parent
            }
        }

        /// Removes the lowest-id symbol.
        mutating func pop() {
            guard !elements.isEmpty else { return }
            let last = elements.removeLast()
            guard !elements.isEmpty else { return }
            elements[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                let right = left + 1
                var smallest = parent
                if left < elements.count && elements[left].id < elements[smallest].id { smallest = left }
                if right < elements.count && elements[right].id < elements[smallest].id { smallest = right }
                guard smallest != parent else { return }
                elements.swapAt(parent, smallest)
                parent = smallest
            }
        }
    }
}
