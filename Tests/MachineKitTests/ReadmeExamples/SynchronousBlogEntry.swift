import MachineKit

/// The blog entry with its outcomes written by hand, as GettingStartedVSM.md's "Or: the
/// outcomes by hand" shows it: the article's two answers as the two sequences the feature's
/// publisher emits.
enum SynchronousBlogEntry {
    struct BlogModel: Hashable, Sendable {
        var title: String
        func refresh(_ repository: BlogRepository) -> [Outcome<BlogEntryViewState>] { repository.fetch() }
    }

    struct ErrorModel: Hashable, Sendable {
        var message: String
        func retry(_ repository: BlogRepository) -> [Outcome<BlogEntryViewState>] { repository.fetch() }
    }

    struct LoaderModel: Hashable, Sendable {
        var repository: BlogRepository
        func load() -> [Outcome<BlogEntryViewState>] { repository.fetch() }
    }

    enum BlogEntryViewState: Hashable, Sendable {
        case initialized(loaderModel: LoaderModel)
        case loading(errorModel: ErrorModel?)
        case loaded(blogModel: BlogModel)
    }

    enum BlogEntryAction: Hashable, Sendable, CaseIterable { case load, retry, refresh }

    struct BlogRepository: Hashable, Sendable {
        var article: BlogModel
        var failure: ErrorModel

        func fetch() -> [Outcome<BlogEntryViewState>] {
            [
                [.loading(errorModel: nil), .loaded(blogModel: article)],
                [.loading(errorModel: nil), .loading(errorModel: failure)],
            ]
        }
    }

    static func machine(repository: BlogRepository = .standard) -> Machine<BlogEntryViewState, BlogEntryAction> {
        Machine("BlogEntry", initial: .initialized(loaderModel: LoaderModel(repository: repository))) { state in
            switch state {
            case .initialized(let loader): [Transition(.load, outcomes: loader.load())]
            case .loading(errorModel: nil): []
            case .loading(errorModel: let error?): [Transition(.retry, outcomes: error.retry(repository))]
            case .loaded(let blog): [Transition(.refresh, outcomes: blog.refresh(repository))]
            }
        }
        .invariant("an error always has a message") { state in
            if case .loading(let error?) = state { return !error.message.isEmpty }
            return true
        }
    }
}

extension SynchronousBlogEntry.BlogRepository {
    static let standard = Self(article: .init(title: "State machines"), failure: .init(message: "The article could not be loaded."))
}
