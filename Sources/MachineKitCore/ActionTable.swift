/// The actions of a move graph: a number for each distinct action, declared ones first.
struct ActionTable<Action: Hashable & Sendable>: Sendable {
    private(set) var actions: [Action] = []
    private var numbers: [Action: Int] = [:]
    /// How many of ``actions`` were declared.
    let declaredCount: Int
    var graph = MoveGraph(stateCount: 0)

    init(declared: [Action]) {
        for action in declared where numbers[action] == nil {
            numbers[action] = actions.count
            actions.append(action)
        }
        declaredCount = actions.count
    }

    mutating func number(of action: Action) -> Int {
        if numbers.count < actions.count {
            // Actions appended as new (``appendNew(_:)``) are filed now, once.
            for index in numbers.count..<actions.count { numbers[actions[index]] = index }
        }
        if let known = numbers[action] { return known }
        numbers[action] = actions.count
        actions.append(action)
        return actions.count - 1
    }

    /// Numbers `action`, which the caller knows is not in the table yet (a move record's own
    /// actions are distinct, and it looked the declared ones up): no lookup, and no hashing of
    /// the action until ``number(of:)`` is asked.
    mutating func appendNew(_ action: Action) -> Int {
        actions.append(action)
        return actions.count - 1
    }
}
