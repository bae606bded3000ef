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
        if let known = numbers[action] { return known }
        numbers[action] = actions.count
        actions.append(action)
        return actions.count - 1
    }
}
