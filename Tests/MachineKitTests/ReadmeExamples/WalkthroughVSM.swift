// GettingStartedVSM.md, every snippet of it: a weather screen written as VSM writes a feature,
// its machine, the test that fails on the first draft (its error offers no retry: a dead end),
// and the fix. The fixed feature is at the top level, the first draft in `WeatherBeforeTheFix`;
// the tests at the end hold the article's output to what the checker prints.
// `StateSequence` is VSM's own type, mimicked by Fixtures/SeedFeatures/StateSequence.swift.
import Foundation
import MachineKit
import SeedFeatures
import TestSupport

// MARK: The feature, fixed

struct WeatherRepository: Sendable {
    var forecast: @Sendable () async throws -> String   // today's summary: "Sunny"
}

enum WeatherViewState: Sendable {
    case initialized(loaderModel: any WeatherLoaderModeling)
    case loading(errorModel: (any WeatherErrorModeling)?)
    case loaded(weatherModel: any WeatherModeling)
}

protocol WeatherLoaderModeling: Sendable { func load() -> StateSequence<WeatherViewState> }
protocol WeatherModeling: Sendable {
    var summary: String { get }
    func refresh() -> StateSequence<WeatherViewState>
}

protocol WeatherErrorModeling: Sendable {
    var message: String { get }
    func retry() -> StateSequence<WeatherViewState>
}

struct WeatherErrorModel: WeatherErrorModeling {
    let message: String
    let repository: WeatherRepository
    func retry() -> StateSequence<WeatherViewState> { WeatherLoaderModel(repository: repository).load() }
}

struct WeatherLoaderModel: WeatherLoaderModeling {
    let repository: WeatherRepository
    func load() -> StateSequence<WeatherViewState> {
        StateSequence({ .loading(errorModel: nil) }, {
            do {
                let summary = try await repository.forecast()
                return .loaded(weatherModel: WeatherModel(summary: summary, repository: repository))
            } catch {
                return .loading(errorModel: WeatherErrorModel(message: "Forecast unavailable.", repository: repository))
            }
        })
    }
}

struct WeatherModel: WeatherModeling {
    let summary: String
    let repository: WeatherRepository
    func refresh() -> StateSequence<WeatherViewState> { WeatherLoaderModel(repository: repository).load() }
}

// MARK: Its machine

enum WeatherError: Error { case offline }

extension WeatherRepository {
    static let checking = WeatherRepository(forecast: {
        try await choose("forecast()", [.success("Sunny"), .failure(WeatherError.offline)])
    })
}

extension WeatherViewState {
    enum Identity: Hashable, Sendable { case initialized, loading(error: String?), loaded(summary: String) }
    var identity: Identity {
        switch self {
        case .initialized: .initialized
        case .loading(let error): .loading(error: error?.message)
        case .loaded(let weather): .loaded(summary: weather.summary)
        }
    }
}

enum WeatherAction: Hashable, Sendable, CaseIterable { case load, retry, refresh }

enum WeatherFeature {
    @available(macOS 15, iOS 18, *)
    static func machine(repository: WeatherRepository = .checking)
        -> Machine<Running<Identified<WeatherViewState, WeatherViewState.Identity>, WeatherAction>, AsyncStep<WeatherAction>> {
        Machine("Weather", initial: .initialized(loaderModel: WeatherLoaderModel(repository: repository)),
                identity: \.identity,
                actions: { state in
                    switch state {
                    case .initialized: [.load]
                    case .loading(errorModel: nil): []   // the spinner: the sequence goes on
                    case .loading: [.retry]
                    case .loaded: [.refresh]
                    }
                }) { state, action in
            switch (state, action) {
            case (.initialized(let loader), .load): Emissions(loader.load())
            case (.loading(let error?), .retry): Emissions(error.retry())
            case (.loaded(let weather), .refresh): Emissions(weather.refresh())
            default: .none
            }
        }
    }
}

// MARK: The test

import MachineKitTesting
import Testing

@available(macOS 15, iOS 18, *)
@Test func weatherHasNoFindings() {
    expectNoFindings(WeatherFeature.machine())
}

// MARK: The first draft: its error model offers no retry

enum WeatherBeforeTheFix {
    struct WeatherRepository: Sendable {
        var forecast: @Sendable () async throws -> String   // today's summary: "Sunny"
    }

    enum WeatherViewState: Sendable {
        case initialized(loaderModel: any WeatherLoaderModeling)
        case loading(errorModel: (any WeatherErrorModeling)?)
        case loaded(weatherModel: any WeatherModeling)
    }

    protocol WeatherLoaderModeling: Sendable { func load() -> StateSequence<WeatherViewState> }
    protocol WeatherErrorModeling: Sendable { var message: String { get } }
    protocol WeatherModeling: Sendable {
        var summary: String { get }
        func refresh() -> StateSequence<WeatherViewState>
    }

    struct WeatherLoaderModel: WeatherLoaderModeling {
        let repository: WeatherRepository
        func load() -> StateSequence<WeatherViewState> {
            StateSequence({ .loading(errorModel: nil) }, {
                do {
                    let summary = try await repository.forecast()
                    return .loaded(weatherModel: WeatherModel(summary: summary, repository: repository))
                } catch {
                    return .loading(errorModel: WeatherErrorModel(message: "Forecast unavailable."))
                }
            })
        }
    }

    struct WeatherErrorModel: WeatherErrorModeling { let message: String }

    struct WeatherModel: WeatherModeling {
        let summary: String
        let repository: WeatherRepository
        func refresh() -> StateSequence<WeatherViewState> { WeatherLoaderModel(repository: repository).load() }
    }

    enum WeatherAction: Hashable, Sendable, CaseIterable { case load, refresh }

    enum WeatherFeature {
        @available(macOS 15, iOS 18, *)
        static func machine(repository: WeatherRepository = .checking)
            -> Machine<Running<Identified<WeatherViewState, WeatherViewState.Identity>, WeatherAction>, AsyncStep<WeatherAction>> {
            Machine("Weather", initial: .initialized(loaderModel: WeatherLoaderModel(repository: repository)),
                    identity: \.identity,
                    actions: { state in
                        switch state {
                        case .initialized: [.load]
                        case .loading: []   // the spinner, or the error's message
                        case .loaded: [.refresh]
                        }
                    }) { state, action in
                switch (state, action) {
                case (.initialized(let loader), .load): Emissions(loader.load())
                case (.loaded(let weather), .refresh): Emissions(weather.refresh())
                default: .none
                }
            }
        }
    }
}

extension WeatherBeforeTheFix.WeatherRepository {
    static let checking = Self(forecast: {
        try await choose("forecast()", [.success("Sunny"), .failure(WeatherError.offline)])
    })
}

extension WeatherBeforeTheFix.WeatherViewState {
    enum Identity: Hashable, Sendable { case initialized, loading(error: String?), loaded(summary: String) }
    var identity: Identity {
        switch self {
        case .initialized: .initialized
        case .loading(let error): .loading(error: error?.message)
        case .loaded(let weather): .loaded(summary: weather.summary)
        }
    }
}

// MARK: What the article shows the checker print

@Suite struct WalkthroughVSMTests {
    static let article = "Sources/MachineKit/MachineKit.docc/GettingStartedVSM.md"

    /// The first draft's failure, as `expectNoFindings` records it and the article shows it.
    static let failure = """
        machine 'Weather' has 1 finding:
          dead-end: state 'loading(errorModel: WeatherErrorModel(message: Forecast unavailable.))' is reachable, not final, and has no enabled action
            at Tests/MachineKitTests/ReadmeExamples/WalkthroughVSM.swift:165
            trace: initialized --load--> loading [load waits on forecast() since initialized] --answer of forecast(): failure(offline)--> loading(errorModel: WeatherErrorModel(message: Forecast unavailable.))
        """

    /// The fixed feature's headline, as the article shows it.
    static let passing = "Weather: ok: 6 states, 9 transitions, depth 3"

    @available(macOS 15, iOS 18, *)
    @Test func theFirstDraftFailsWithTheDeadEndTheArticleShows() {
        withKnownIssue {
            expectNoFindings(WeatherBeforeTheFix.WeatherFeature.machine())
        } matching: { issue in
            issue.comments.map(\.rawValue) == [Self.failure]
        }
        let findings = WeatherBeforeTheFix.WeatherFeature.machine().check().findings
        #expect(findings.map(\.check) == [.deadEnd])
        #expect(findings.map(\.message) == [
            "state 'loading(errorModel: WeatherErrorModel(message: Forecast unavailable.))' is reachable, not final, and has no enabled action",
        ])
        #expect(findings.map { $0.trace?.line } == [
            "initialized --load--> loading [load waits on forecast() since initialized] --answer of forecast(): failure(offline)"
                + "--> loading(errorModel: WeatherErrorModel(message: Forecast unavailable.))",
        ])
    }

    @available(macOS 15, iOS 18, *)
    @Test func theFixHasNoFindings() {
        let report = WeatherFeature.machine().check()
        #expect(report.findings.isEmpty)
        #expect(report.headline() == Self.passing)
    }

    @Test func theArticleShowsWhatTheCheckerPrints() throws {
        let text = try String(contentsOfFile: repositoryRoot + "/" + Self.article, encoding: .utf8)
        #expect(text.contains("```\n" + Self.failure + "\n```"))
        #expect(text.contains(Self.passing))
        #expect(text.contains("`StateSequence` is VSM's own type"))
    }
}
