/// Kinds discovered from the states themselves (a state type that declares none): each
/// path of enum cases is a kind, under the kind of its outer case.
struct KindTree {
    private(set) var names: [String] = []
    private(set) var parents: [Int?] = []
    private(set) var labels: [String] = []
    private var byPath: [[String]: Int] = [:]

    init() {}

    init(names: [String], parents: [Int?], labels: [String]) {
        self.names = names
        self.parents = parents
        self.labels = labels
    }

    /// The kind of a path of case labels, adding it and its parents when new.
    mutating func kind(at path: [String]) -> Int {
        if let known = byPath[path] { return known }
        let parent = path.count > 1 ? kind(at: Array(path.dropLast())) : nil
        let number = names.count
        byPath[path] = number
        names.append(path.joined(separator: "."))
        parents.append(parent)
        labels.append(path[path.count - 1])
        return number
    }
}
