import MachineKit

// VSM, as its README writes a feature: the view renders a state; each state carries a model
// (a protocol, holding its dependencies); each action of a model returns the states it emits
// in turn (an async sequence here, a publisher there). The machine runs the models' own code.

/// The blog entry screen's view state. Not `Hashable`: its models hold the repository.
public enum BlogEntryViewState: Sendable {
    case initialized(loaderModel: any LoaderModeling)
    case loading(errorModel: (any ErrorModeling)?)
    case loaded(blogModel: any BlogModeling)
}

public protocol LoaderModeling: Sendable {
    func load() -> StateSequence<BlogEntryViewState>
}

public protocol ErrorModeling: Sendable {
    var message: String { get }
    func retry() -> StateSequence<BlogEntryViewState>
}

public protocol BlogModeling: Sendable {
    var title: String { get }
    var text: String { get }
    func refresh() -> StateSequence<BlogEntryViewState>
}

/// The actions the blog entry's models offer.
public enum BlogEntryAction: String, Hashable, Sendable, CaseIterable {
    case load, retry, refresh
}

/// An article as the repository returns it.
public struct Article: Hashable, Sendable {
    public var title: String
    public var text: String

    public init(title: String, text: String) {
        self.title = title
        self.text = text
    }
}

public enum BlogError: Error, Hashable, Sendable {
    case unavailable
}

/// Where articles come from: the models' dependency.
public struct BlogRepository: Sendable {
    public var article: @Sendable () async throws -> Article

    public init(article: @escaping @Sendable () async throws -> Article) {
        self.article = article
    }

    /// The repository the checker gives the models: every answer is explored.
    public static let checking = BlogRepository(article: {
        try await choose(
            "article()",
            [
                .success(Article(title: "State machines", text: "Every state, reached."), "success"),
                .failure(BlogError.unavailable),
            ])
    })
}

/// What a fetch emits, as a VSM model writes it: `.loading`, then the article, or an error the
/// user can retry.
func articleStates(_ repository: BlogRepository) -> StateSequence<BlogEntryViewState> {
    StateSequence(
        { .loading(errorModel: nil) },
        {
            do {
                let article = try await repository.article()
                return .loaded(blogModel: BlogModel(title: article.title, text: article.text, repository: repository))
            } catch {
                return .loading(errorModel: ErrorModel(message: "The article could not be loaded.", repository: repository))
            }
        })
}

public struct LoaderModel: LoaderModeling {
    let repository: BlogRepository
    public init(repository: BlogRepository) { self.repository = repository }
    public func load() -> StateSequence<BlogEntryViewState> { articleStates(repository) }
}

public struct ErrorModel: ErrorModeling {
    public let message: String
    let repository: BlogRepository
    public func retry() -> StateSequence<BlogEntryViewState> { articleStates(repository) }
}

public struct BlogModel: BlogModeling {
    public let title: String
    public let text: String
    let repository: BlogRepository
    public func refresh() -> StateSequence<BlogEntryViewState> { articleStates(repository) }
}

extension BlogEntryViewState {
    /// The actions the state's model offers.
    public var actions: [BlogEntryAction] {
        switch self {
        case .initialized: [.load]
        case .loading(errorModel: nil): []
        case .loading: [.retry]
        case .loaded: [.refresh]
        }
    }

    /// The states an action of the state's model emits.
    public func emissions(for action: BlogEntryAction) -> Emissions<BlogEntryViewState> {
        switch (self, action) {
        case (.initialized(let loader), .load): Emissions(loader.load())
        case (.loading(let error?), .retry): Emissions(error.retry())
        case (.loaded(let blog), .refresh): Emissions(blog.refresh())
        default: .none
        }
    }

    /// What tells two view states apart for the explorer: the case and the data its model
    /// shows (the repository is the same in every state).
    public enum Identity: Hashable, Sendable {
        case initialized
        case loading(error: String?)
        case loaded(title: String, text: String)
    }

    public var identity: Identity {
        switch self {
        case .initialized: .initialized
        case .loading(let error): .loading(error: error?.message)
        case .loaded(let blog): .loaded(title: blog.title, text: blog.text)
        }
    }
}

extension BlogEntryViewState: KindedState {
    public enum Kind: String, CaseIterable, Sendable { case initialized, loading, loaded }

    public var kind: Kind {
        switch self {
        case .initialized: .initialized
        case .loading: .loading
        case .loaded: .loaded
        }
    }
}

extension BlogEntryViewState: CustomStringConvertible {
    public var description: String {
        switch self {
        case .initialized: "initialized"
        case .loading(nil): "loading"
        case .loading(let error?): "loading(error: \(error.message))"
        case .loaded(let blog): "loaded(\(blog.title))"
        }
    }
}

public enum BlogEntryFeature {
    /// The blog entry's machine: each state's model offers its actions, and each action runs
    /// the model's own code, emitting states in turn; every answer of the repository is
    /// explored.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
    public static func machine(
        repository: BlogRepository = .checking
    ) -> Machine<Running<Identified<BlogEntryViewState, BlogEntryViewState.Identity>, BlogEntryAction>, AsyncStep<BlogEntryAction>> {
        Machine(
            "BlogEntry", initial: .initialized(loaderModel: LoaderModel(repository: repository)),
            identity: \.identity, actions: \.actions
        ) { state, action in
            state.emissions(for: action)
        }
        .invariant("an error always has a message") { running in
            if case .loading(let error?) = running.state.value { return !error.message.isEmpty }
            return true
        }
    }
}
