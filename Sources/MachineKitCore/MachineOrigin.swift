/// Where a machine comes from, for reports that point at it: a Swift type, or a spec file
/// whose declared states each have a line.
public struct MachineOrigin: Sendable, Hashable {
    /// A Swift type's name, or a spec file's path.
    public var source: String
    /// Whether ``source`` is a file the machine was read from.
    public var isFile: Bool
    /// The line each declared state (by name) is declared on, for machines read from files.
    public var lines: [String: Int] {
        get { stateLines.value }
        set { stateLines = LazyHashable(newValue) }
    }
    /// Where ``lines`` come from: a large flat spec file's are tabled on first use.
    private var stateLines: LazyHashable<[String: Int]>
    /// The line each action (event, by name) is first declared on, for machines read from files.
    public var actionLines: [String: Int]
    /// For a statechart read from a spec file: the dialect it was read with (`xstate5`,
    /// `xstate4`, `scxml`), which reports name.
    public var dialect: String?
    /// For a machine written in Swift: where `Machine(...)` was called.
    public var declaration: SourceLine?
    /// For a machine written in Swift: where each kind of state is declared (by kind name:
    /// the `case` lines `@Kinded` records).
    public var kindDeclarations: [String: SourceLine] = [:]
    /// For a machine written in Swift: where each action's case is declared (by case name,
    /// for an action enum with `@Kinded`).
    public var actionDeclarations: [String: SourceLine] = [:]
    /// For a machine written in Swift: where each invariant and goal is declared (by name).
    public var propertyDeclarations: [String: SourceLine] = [:]

    /// An origin: where the machine comes from, and the lines of its declarations in a file.
    public init(source: String, isFile: Bool, lines: [String: Int] = [:], actionLines: [String: Int] = [:]) {
        self.source = source
        self.isFile = isFile
        self.stateLines = LazyHashable(lines)
        self.actionLines = actionLines
    }

    /// A machine read from a file, the line of each declared state tabled by `lines` when
    /// first asked for.
    package static func file(
        _ path: String, lines: @escaping @Sendable () -> [String: Int], actionLines: [String: Int]
    ) -> MachineOrigin {
        var origin = MachineOrigin(source: path, isFile: true, actionLines: actionLines)
        origin.stateLines = LazyHashable(making: lines)
        return origin
    }

    /// A machine written over a Swift type.
    public static func swiftType(_ name: String) -> MachineOrigin {
        MachineOrigin(source: name, isFile: false)
    }

    /// A machine read from a file, with the line of each declared state and action.
    public static func file(_ path: String, lines: [String: Int] = [:], actionLines: [String: Int] = [:]) -> MachineOrigin {
        MachineOrigin(source: path, isFile: true, lines: lines, actionLines: actionLines)
    }

    /// The line a finding points at: its state's (the nearest one, for a roll-up or a trap;
    /// the kind's, for a roll-up by kind), or its action's; `nil` where there is none.
    public func line(of finding: Finding) -> Int? {
        guard isFile else { return nil }
        switch finding.subject {
        case .state(let state), .invariant(_, let state): return lines[state]
        case .kind(let kind, let states): return lines[kind] ?? states.lazy.compactMap { lines[$0] }.first
        case .states(let states): return states.lazy.compactMap { lines[$0] }.first
        case .kinds(let kinds, _): return kinds.lazy.compactMap { lines[$0] }.first
        case .action(let action): return actionLines[action]
        case .view, .exploration, .step, .property: return nil
        }
    }
}

extension MachineOrigin {
    /// The line of Swift that explains a finding on a machine written in Swift: an unreachable
    /// kind's `case`, a dead end's or a trap's kind (given by `kindOf`, from the state's name),
    /// an unused action's `case`, a broken invariant's or unmet goal's declaration; otherwise
    /// (or where those are not known) the `Machine(...)` call. `nil` for a machine read from a file.
    public func location(of finding: Finding, kindOf: (String) -> String? = { _ in nil }) -> SourceLine? {
        guard !isFile else { return nil }
        let specific: SourceLine? =
            switch finding.subject {
            case .state(let name): kindDeclarations[name] ?? kindOf(name).flatMap { kindDeclarations[$0] }
            case .kind(let kind, let states): kindDeclarations[kind] ?? firstKindDeclaration(states, kindOf)
            case .states(let states): firstKindDeclaration(states, kindOf)
            case .kinds(let kinds, _): kinds.lazy.compactMap { kindDeclarations[$0] }.first
            case .action(let action): actionDeclarations[caseName(ofActionNamed: action)]
            case .invariant(let name, _), .property(let name): propertyDeclarations[name]
            case .view, .exploration, .step: nil
            }
        return specific ?? declaration
    }

    private func firstKindDeclaration(_ states: [String], _ kindOf: (String) -> String?) -> SourceLine? {
        for state in states {
            if let kind = kindOf(state), let line = kindDeclarations[kind] { return line }
        }
        return nil
    }
}

/// An action's case from its name: `select` for `select(id: 2)`.
private func caseName(ofActionNamed name: String) -> String {
    name.firstIndex(of: "(").map { String(name[..<$0]) } ?? name
}

/// Where the cases of a `KindedState` type are declared, by case name.
package func kindDeclarations(of type: Any.Type) -> [String: SourceLine] {
    guard let kinded = type as? any KindedState.Type else { return [:] }
    return namedDeclarations(kinded)
}

private func namedDeclarations<K: KindedState>(_ type: K.Type) -> [String: SourceLine] {
    var named: [String: SourceLine] = [:]
    for (kind, line) in K.kindDeclarations { named[String(describing: kind)] = line }
    return named
}
