import MachineKit

// VSM: the view renders a state; each state carries a model; each action on a model
// returns the states it emits. The machine is read off the models themselves.

/// The blog entry screen's view state.
public enum BlogEntryViewState: Hashable, Sendable {
    case initialized(loaderModel: LoaderModel)
    case loading(errorModel: ErrorModel?)
    case loaded(blogModel: BlogModel)
}

/// The actions the blog entry's models offer.
public enum BlogEntryAction: String, Hashable, Sendable, CaseIterable {
    case load, retry, refresh
}

/// Where articles come from; its outcomes are what the models' actions can emit.
public struct BlogRepository: Hashable, Sendable {
    public var article: BlogModel
    public var failure: ErrorModel

    public init(article: BlogModel, failure: ErrorModel) {
        self.article = article
        self.failure = failure
    }

    public static let standard = BlogRepository(
        article: BlogModel(title: "State machines", text: "Every state, reached."),
        failure: ErrorModel(message: "The article could not be loaded."))

    /// A fetch emits `.loading(errorModel: nil)` and then the article or an error.
    func fetch() -> [Outcome<BlogEntryViewState>] {
        [
            [.loading(errorModel: nil), .loaded(blogModel: article)],
            [.loading(errorModel: nil), .loading(errorModel: failure)],
        ]
    }
}

public struct LoaderModel: Hashable, Sendable {
    public var repository: BlogRepository
    public func load() -> [Outcome<BlogEntryViewState>] { repository.fetch() }
}

public struct ErrorModel: Hashable, Sendable {
    public var message: String
    public init(message: String) { self.message = message }
    public func retry(_ repository: BlogRepository) -> [Outcome<BlogEntryViewState>] { repository.fetch() }
}

public struct BlogModel: Hashable, Sendable {
    public var title: String
    public var text: String
    public init(title: String, text: String) {
        self.title = title
        self.text = text
    }
    public func refresh(_ repository: BlogRepository) -> [Outcome<BlogEntryViewState>] { repository.fetch() }
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
    /// The blog entry's machine: each state's model lists the actions allowed in it.
    public static func machine(repository: BlogRepository = .standard) -> Machine<BlogEntryViewState, BlogEntryAction> {
        Machine("BlogEntry", initial: .initialized(loaderModel: LoaderModel(repository: repository))) { state in
            switch state {
            case .initialized(let loader):
                [Transition(.load, outcomes: loader.load())]
            case .loading(errorModel: nil):
                []
            case .loading(errorModel: let error?):
                [Transition(.retry, outcomes: error.retry(repository))]
            case .loaded(let blog):
                [Transition(.refresh, outcomes: blog.refresh(repository))]
            }
        }
        .invariant("an error always has a message") { state in
            if case .loading(let error?) = state { return !error.message.isEmpty }
            return true
        }
    }
}
