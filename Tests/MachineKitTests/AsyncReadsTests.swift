import MachineKit
import Testing

/// Search as you type, with the search cancelled by the next keystroke: the store's own async
/// code, reading the state through the store's key paths or as a whole, and the feature by hand.
private struct Field: Hashable, Sendable, CustomStringConvertible {
    var query = ""
    var shown = "empty"
    var description: String { "Field(\(query.isEmpty ? "-" : query), \(shown))" }
}

private enum Key: Hashable, Sendable {
    case type(Character)
    case clear
}

private func keys(_ field: Field, length: Int) -> [Key] {
    (field.query.count < length ? [.type(Array("abcdef")[field.query.count])] : []) + (field.query.isEmpty ? [] : [.clear])
}

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
private func searchStore(length: Int, throughKeyPaths: Bool) -> Machine<Running<Field, Key>, AsyncStep<Key>> {
    Machine("Search", initial: Field(), actions: { keys($0, length: length) }, cancelInFlight: .id({ _ in "search" })) {
        store, key in
        switch key {
        case .clear:
            store.state = Field()
        case .type(let letter):
            let query: String
            if throughKeyPaths {
                store.query.append(letter)
                store.shown = "searching"
                query = store.query
            } else {
                store.state.query.append(letter)
                store.state.shown = "searching"
                query = store.state.query
            }
            do {
                let hits = try await choose("search(\(query))", [.success(2), .success(0), .failure(Offline())])
                if throughKeyPaths {
                    store.shown = hits == 0 ? "no hits" : "hits"
                } else {
                    store.state.shown = hits == 0 ? "no hits" : "hits"
                }
            } catch is CancellationError {
                return
            } catch {
                if throughKeyPaths { store.shown = "failed" } else { store.state.shown = "failed" }
            }
        }
    }
}

private struct Offline: Error {}

/// The same feature by hand: a search in flight is the query it searches for.
private struct HandField: Hashable, Sendable {
    var field = Field()
    var searching: String?
}

private func handModel(length: Int) -> Machine<HandField, String> {
    Machine("SearchByHand", initial: HandField()) { (model: HandField) in
        var moves: [Transition<HandField, String>] = []
        for key in keys(model.field, length: length) {
            switch key {
            case .clear:
                moves.append(.on("clear", to: HandField()))
            case .type(let letter):
                var next = model
                next.field.query.append(letter)
                next.field.shown = "searching"
                next.searching = next.field.query
                moves.append(.on("type(\(letter))", to: next))
            }
        }
        if let query = model.searching, query == model.field.query {
            for shown in ["hits", "no hits", "failed"] {
                moves.append(.on("answer", to: HandField(field: Field(query: query, shown: shown))))
            }
        }
        return moves
    }
}

@Suite struct AsyncReadsTests {
    @Test(arguments: [2, 4, 6])
    func anActionReadingThroughKeyPathsIsKnownByWhatItRead(length: Int) {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        let store = searchStore(length: length, throughKeyPaths: true).explore()
        let hand = handModel(length: length).explore()
        // A search in flight read only the query: the state it began in (what was shown then)
        // does not tell two searches apart, so the store has the hand model's states exactly.
        #expect(store.stateCount == hand.stateCount)
        let shown = Set((0..<store.stateCount).map { store.state($0).state })
        #expect(shown == Set((0..<hand.stateCount).map { hand.state($0).field }))
    }

    @Test func keyPathReadsGiveTheSameStatesEveryTime() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        func names(_ keyPaths: Bool) -> [String] {
            let exploration = searchStore(length: 4, throughKeyPaths: keyPaths).explore()
            return (0..<exploration.stateCount).map { exploration.name(of: $0) } + exploration.report.findings.map(\.message)
        }
        for keyPaths in [true, false] {
            let first = names(keyPaths)
            #expect((1..<100).filter { _ in names(keyPaths) != first }.isEmpty)
        }
    }

    @Test func anActionReadingTheWholeStateIsKnownByEveryStateItBeganIn() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        let whole = searchStore(length: 4, throughKeyPaths: false).explore()
        let keyPaths = searchStore(length: 4, throughKeyPaths: true).explore()
        // The same feature states; the searches in flight also remember what was shown before.
        #expect(
            Set((0..<whole.stateCount).map { whole.state($0).state })
                == Set((0..<keyPaths.stateCount).map { keyPaths.state($0).state }))
        #expect(keyPaths.stateCount == 17)
        #expect(whole.stateCount == 26)
        let names = (0..<whole.stateCount).map { whole.name(of: $0) }
        #expect(names.contains("Field(ab, searching) [type(b) waits on search(ab) since Field(a, hits)]"))
        #expect(names.contains("Field(ab, searching) [type(b) waits on search(ab) since Field(a, failed)]"))
        #expect(!(0..<keyPaths.stateCount).map { keyPaths.name(of: $0) }.contains { $0.contains(" since ") })
    }

    @Test func aReadIsRememberedWithItsValueAndAWriteReadsNothing() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        // The query is read before the call and written after it: a second run started while the
        // first waits read the same query, so both write the same one (a lost update).
        let machine = Machine<Running<Field, Key>, AsyncStep<Key>>(
            "Append", initial: Field(), actions: { $0.query.isEmpty ? [.type("a")] : [] }, maxInFlight: 2
        ) { store, _ in
            let before = store.query
            store.shown = "waiting"
            _ = try? await choose("tick()", [.success(())])
            store.query = before + "a"
        }
        let exploration = machine.explore()
        let names = (0..<exploration.stateCount).map { exploration.name(of: $0) }
        // The second run began where `shown` was already "waiting": it wrote `shown` without
        // reading it, so the two runs are the same run, and no name says where either began.
        #expect(
            names == [
                "Field(-, empty)",
                "Field(-, waiting) [type(a) waits on tick()]",
                "Field(-, waiting) [type(a) waits on tick(); type(a) waits on tick()]",
                "Field(a, waiting)",
                // Three in flight: past the machine's scope (at most two).
                "Field(-, waiting) [type(a) waits on tick(); type(a) waits on tick(); type(a) waits on tick()]",
                // The run still waiting read the query when it was empty: it will write "a" again.
                "Field(a, waiting) [type(a) waits on tick() (part 1 read query \"\")]",
            ])
    }
}
