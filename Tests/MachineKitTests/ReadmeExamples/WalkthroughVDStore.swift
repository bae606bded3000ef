// GettingStartedVDStore.md, every snippet of it: a currency converter written as VDStore writes
// a feature (a store's state, and its actions in an extension of `Store`), its machine, the test
// that fails on the first draft (a cancelled request turns the spinner off while the newer one
// is still loading: a broken invariant), and the fix. The first draft is at the top level, the
// fixed store in `ConverterAfterTheFix`; the tests at the end hold the article's output to what
// the checker prints. `Store` and `DIValues` are VDStore's, mimicked by
// Fixtures/SeedFeatures/VDStore.swift; `RatesAPI` is the app's client (RatesStoreFeature.swift).
import Foundation
import MachineKit
import SeedFeatures
import TestSupport

// MARK: The feature's first draft

struct ConverterState: Hashable, Sendable {
    var dollars = 10
    var isConverting = false
    var rate: Double?   // euros for a dollar, once converted
    var failed = false
}

// @Actions
extension Store where State == ConverterState {
    func addTen() { state.dollars += 10 }

    // @CancelInFlight
    func convert() async {
        state.isConverting = true
        defer { state.isConverting = false }
        do {
            let rates = try await di.ratesAPI.latest()
            guard !Task.isCancelled else { return }
            state.rate = rates.euros
            state.failed = false
        } catch is CancellationError {
        } catch {
            state.failed = true
        }
    }
}

// MARK: Its machine

enum ConverterAction: Hashable, Sendable, CaseIterable { case addTen, convert }

enum ConverterFeature {
    @available(macOS 15, iOS 18, *)
    static func machine() -> Machine<Running<ConverterState, ConverterAction>, AsyncStep<ConverterAction>> {
        let rates = RatesAPI(latest: {
            try await choose("rates()", [.success(ExchangeRates(euros: 0.92), "0.92"), .failure(RatesAPIError.offline)])
        })
        return Machine("Converter", initial: ConverterState(), actions: { _ in [.addTen, .convert] },
                       cancelInFlight: [.convert],
                       store: { Store($0, di: DIValues(ratesAPI: rates)) }, state: \.state) { store, action in
            switch action {
            case .addTen: store.addTen()
            case .convert: await store.convert()
            }
        }
        .constraint("dollars <= 30") { $0.state.dollars <= 30 }
        .invariant("converting exactly while a request is in flight") { running in
            running.state.isConverting == running.inFlight.contains { !$0.isCancelled }
        }
    }
}

extension ConverterState: KindedState, CustomStringConvertible {
    enum Kind: String, CaseIterable, Sendable { case idle, converting, showingEuros, showingError }
    var kind: Kind {
        if isConverting { return .converting }
        if failed { return .showingError }
        return rate == nil ? .idle : .showingEuros
    }

    var description: String {   // how reports name a state: "$20 converting at 0.92"
        "$\(dollars)" + (isConverting ? " converting" : "") + (failed ? " failed" : "") + (rate.map { " at \($0)" } ?? "")
    }
}

// MARK: The fixed store, and the test

@Suite struct ConverterAfterTheFix {
    struct ConverterState: Hashable, Sendable {
        var dollars = 10
        var isConverting = false
        var rate: Double?   // euros for a dollar, once converted
        var failed = false
    }

    enum ConverterFeature {
        @available(macOS 15, iOS 18, *)
        static func machine() -> Machine<Running<ConverterState, ConverterAction>, AsyncStep<ConverterAction>> {
            let rates = RatesAPI(latest: {
                try await choose("rates()", [.success(ExchangeRates(euros: 0.92), "0.92"), .failure(RatesAPIError.offline)])
            })
            return Machine("Converter", initial: ConverterState(), actions: { _ in [.addTen, .convert] },
                           cancelInFlight: [.convert],
                           store: { Store($0, di: DIValues(ratesAPI: rates)) }, state: \.state) { store, action in
                switch action {
                case .addTen: store.addTen()
                case .convert: await store.convert()
                }
            }
            .constraint("dollars <= 30") { $0.state.dollars <= 30 }
            .invariant("converting exactly while a request is in flight") { running in
                running.state.isConverting == running.inFlight.contains { !$0.isCancelled }
            }
        }
    }

    @available(macOS 15, iOS 18, *)
    @Test func converterHasNoFindings() {
        expectNoFindings(ConverterFeature.machine())
    }
}

extension Store where State == ConverterAfterTheFix.ConverterState {
    func addTen() { state.dollars += 10 }

    func convert() async {
        state.isConverting = true
        defer { if !Task.isCancelled { state.isConverting = false } }
        do {
            let rates = try await di.ratesAPI.latest()
            guard !Task.isCancelled else { return }
            state.rate = rates.euros
            state.failed = false
        } catch is CancellationError {
        } catch {
            state.failed = true
        }
    }
}

extension ConverterAfterTheFix.ConverterState: KindedState, CustomStringConvertible {
    enum Kind: String, CaseIterable, Sendable { case idle, converting, showingEuros, showingError }
    var kind: Kind {
        if isConverting { return .converting }
        if failed { return .showingError }
        return rate == nil ? .idle : .showingEuros
    }

    var description: String {
        "$\(dollars)" + (isConverting ? " converting" : "") + (failed ? " failed" : "") + (rate.map { " at \($0)" } ?? "")
    }
}

// MARK: What the article shows the checker print

import MachineKitTesting
import Testing

@Suite struct WalkthroughVDStoreTests {
    static let article = "Sources/MachineKit/MachineKit.docc/GettingStartedVDStore.md"

    static let message = "invariant 'converting exactly while a request is in flight' fails in state "
        + "'$10 [convert waits on rates() since $10 converting]' (and 71 more reachable states)"
    static let trace = "$10 --convert--> $10 converting [convert waits on rates() since $10] "
        + "--convert--> $10 converting [convert (cancelled) waits on rates() since $10; convert waits on rates()] "
        + "--answer of rates(): cancelled--> $10 [convert waits on rates() since $10 converting]"

    /// The first draft's failure, as `expectNoFindings` records it and the article shows it.
    static let failure = """
        machine 'Converter' has 1 finding:
          invariant: \(message)
            at Tests/MachineKitTests/ReadmeExamples/WalkthroughVDStore.swift:61
            trace: \(trace)
        """

    /// The fixed store's headline, as the article shows it.
    static let passing = "Converter: ok: 996 states, 1976 transitions, depth 13 "
        + "(536 outside the constraint 'at most 2 actions in flight and dollars <= 30')"

    @available(macOS 15, iOS 18, *)
    @Test func theFirstDraftFailsWithTheInvariantTheArticleShows() {
        withKnownIssue {
            expectNoFindings(ConverterFeature.machine())
        } matching: { issue in
            issue.comments.map(\.rawValue) == [Self.failure]
        }
        let findings = ConverterFeature.machine().check().findings
        #expect(findings.map(\.check) == [.invariant])
        #expect(findings.map(\.message) == [Self.message])
        #expect(findings.map { $0.trace?.line } == [Self.trace])
    }

    @available(macOS 15, iOS 18, *)
    @Test func theFixHasNoFindings() {
        let report = ConverterAfterTheFix.ConverterFeature.machine().check()
        #expect(report.findings.isEmpty)
        #expect(report.headline() == Self.passing)
    }

    @Test func theArticleShowsWhatTheCheckerPrints() throws {
        let text = try String(contentsOfFile: repositoryRoot + "/" + Self.article, encoding: .utf8)
        #expect(text.contains("```\n" + Self.failure + "\n```"))
        #expect(text.contains("```\n" + Self.passing + "\n```"))
    }
}
