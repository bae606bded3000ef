import MachineKit

// The blog entry as it was re-modelled before its async code could be checked: every answer
// of the repository written out as outcome lists. Kept as a comparison for the real feature
// (SeedFeatures' BlogEntryFeature), and as a small synchronous machine for the checker's tests.

/// The blog entry screen's view state.
enum RemodelBlogState: Hashable, Sendable {
    case initialized(loaderModel: RemodelLoader)
    case loading(errorModel: RemodelError?)
    case loaded(blogModel: RemodelBlog)
}

/// The actions the blog entry's models offer.
enum RemodelBlogAction: String, Hashable, Sendable, CaseIterable {
    case load, retry, refresh
}

/// Where articles come from; its outcomes are what the models' actions can emit.
struct RemodelBlogRepository: Hashable, Sendable {
    var article: RemodelBlog
    var failure: RemodelError

    init(article: RemodelBlog, failure: RemodelError) {
        self.article = article
        self.failure = failure
    }

    static let standard = RemodelBlogRepository(
        article: RemodelBlog(title: "State machines", text: "Every state, reached."),
        failure: RemodelError(message: "The article could not be loaded."))

    /// A fetch emits `.loading(errorModel: nil)` and then the article or an error.
    func fetch() -> [Outcome<RemodelBlogState>] {
        [
            [.loading(errorModel: nil), .loaded(blogModel: article)],
            [.loading(errorModel: nil), .loading(errorModel: failure)],
        ]
    }
}

struct RemodelLoader: Hashable, Sendable {
    var repository: RemodelBlogRepository
    func load() -> [Outcome<RemodelBlogState>] { repository.fetch() }
}

struct RemodelError: Hashable, Sendable {
    var message: String
    init(message: String) { self.message = message }
    func retry(_ repository: RemodelBlogRepository) -> [Outcome<RemodelBlogState>] { repository.fetch() }
}

struct RemodelBlog: Hashable, Sendable {
    var title: String
    var text: String
    init(title: String, text: String) {
        self.title = title
        self.text = text
    }
    func refresh(_ repository: RemodelBlogRepository) -> [Outcome<RemodelBlogState>] { repository.fetch() }
}

extension RemodelBlogState: KindedState {
    enum Kind: String, CaseIterable, Sendable { case initialized, loading, loaded }

    var kind: Kind {
        switch self {
        case .initialized: .initialized
        case .loading: .loading
        case .loaded: .loaded
        }
    }
}

extension RemodelBlogState: CustomStringConvertible {
    var description: String {
        switch self {
        case .initialized: "initialized"
        case .loading(nil): "loading"
        case .loading(let error?): "loading(error: \(error.message))"
        case .loaded(let blog): "loaded(\(blog.title))"
        }
    }
}

enum BlogEntryRemodel {
    /// The blog entry's machine: each state's model lists the actions allowed in it.
    static func machine(repository: RemodelBlogRepository = .standard) -> Machine<RemodelBlogState, RemodelBlogAction> {
        Machine("BlogEntry", initial: .initialized(loaderModel: RemodelLoader(repository: repository))) { state in
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
