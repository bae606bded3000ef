import MachineKit

// Search as you type: each keystroke sets the query and searches; the search awaits an API with
// four answers (hits, no hits, offline, timeout) and is cancelled by the next keystroke or by
// clear. The store's own async code, and the same feature modelled by hand.

struct SearchScreen: Hashable, Sendable, CustomStringConvertible {
    var query = ""
    var shown = "empty"
    var description: String { "SearchScreen(\(query.isEmpty ? "-" : query), \(shown))" }
}

enum SearchInput: Hashable, Sendable {
    case type(Character)
    case clear
}

enum SearchFailure: Error { case offline, timeout }

/// The letters a key can be, made once (an array of characters made from a string at each
/// state cost more than the rest of the hand model's step).
private let alphabet = Array("abcdefghijklmnopqrstuvwxyz")

/// The keys the user can type next, up to `length` characters: with one letter, the keys of
/// "a", "ab", "abc", ... in turn; with more, any of the first `letters` letters of the alphabet
/// at each place ("a", "b", "aa", "ab", ...).
private func keys(_ query: String, length: Int, letters: Int) -> [SearchInput] {
    var inputs: [SearchInput] = []
    if query.count < length {
        if letters <= 1 {
            inputs.append(.type(alphabet[query.count % alphabet.count]))
        } else {
            inputs += alphabet.prefix(letters).map { .type($0) }
        }
    }
    if !query.isEmpty { inputs.append(.clear) }
    return inputs
}

@available(macOS 15.0, *)
func searchAsync(length: Int, letters: Int = 1) -> Machine<Running<SearchScreen, SearchInput>, AsyncStep<SearchInput>> {
    Machine("SearchAsync\(length)", initial: SearchScreen(), actions: { keys($0.query, length: length, letters: letters) },
            cancelInFlight: .id({ _ in "search" }), maxInFlight: 2) { storage, input in
        switch input {
        case .clear:
            storage.state = SearchScreen()
        case .type(let key):
            storage.query.append(key)
            storage.shown = "searching"
            let query = storage.query
            do {
                let hits = try await choose("search(\(query))", [
                    .success(3), .success(0), .failure(SearchFailure.offline), .failure(SearchFailure.timeout),
                ])
                storage.shown = hits == 0 ? "no hits" : "\(hits) hits"
            } catch is CancellationError {
                return
            } catch {
                storage.shown = "failed"
            }
        }
    }
}

/// The same feature by hand: a search in flight is the query it searches for.
struct SearchModel: Hashable, Sendable {
    var screen = SearchScreen()
    var inFlight: String?
}

func searchRemodel(length: Int, letters: Int = 1) -> Machine<SearchModel, String> {
    Machine("SearchRemodel\(length)", initial: SearchModel()) { (model: SearchModel) in
        var moves: [Transition<SearchModel, String>] = []
        for input in keys(model.screen.query, length: length, letters: letters) {
            var next = model
            switch input {
            case .clear:
                next = SearchModel()
                moves.append(.on("clear", to: next))
            case .type(let key):
                next.screen.query.append(key)
                next.screen.shown = "searching"
                next.inFlight = next.screen.query
                moves.append(.on("type(\(key))", to: next))
            }
        }
        if let query = model.inFlight, query == model.screen.query {
            for shown in ["3 hits", "no hits", "failed", "failed"] {
                var next = model
                next.inFlight = nil
                next.screen.shown = shown
                moves.append(.on("answer of search(\(query))", to: next))
            }
        }
        return moves
    }
}

/// The floor of an async machine's cost: a store whose two actions are synchronous (each run
/// ends without waiting), two counters of `size` values: `size²` states, each action run once
/// to explore and once more to check it does the same again.
struct Grid: Hashable, Sendable {
    var x = 0
    var y = 0
}

enum GridAction: Hashable, Sendable { case right, down }

@available(macOS 15.0, *)
func gridAsync(size: Int) -> Machine<Running<Grid, GridAction>, AsyncStep<GridAction>> {
    Machine("GridAsync\(size)", initial: Grid(), actions: { grid in
        (grid.x + 1 < size ? [.right] : []) + (grid.y + 1 < size ? [.down] : [])
    }) { storage, action in
        switch action {
        case .right: storage.x += 1
        case .down: storage.y += 1
        }
    }
}
