// GettingStartedVVSI.md, every snippet of it: a catalogue screen with a filter sheet, written as
// VVSI writes a screen (a view state, a view interactor, a coordinator), its machine, the test
// that fails on the first draft (applying the filter never dismisses the sheet: a trap), and the
// fix. The fixed interactor is at the top level, the first draft's in `CatalogueBeforeTheFix`;
// the tests at the end hold the article's output to what the checker prints.
import Foundation
import MachineKit
import SeedFeatures
import TestSupport

// MARK: The feature, fixed

struct CatalogueViewState: Hashable, Sendable {
    var inStockOnly = false
    mutating func toggleInStock() { inStockOnly.toggle() }
}

enum CatalogueSheet: Hashable, Sendable { case filters }

struct CatalogueScreen: Hashable, Sendable {
    var viewState = CatalogueViewState()
    var sheets: [CatalogueSheet] = []   // presented by the coordinator
    var events: [CatalogueEvent] { sheets.isEmpty ? [.openFilters] : [.toggleInStock, .applyFilters] }
}

enum CatalogueEvent: Hashable, Sendable, CaseIterable { case openFilters, toggleInStock, applyFilters }

struct CatalogueCoordinator: Sendable {
    func present(_ sheet: CatalogueSheet, on sheets: inout [CatalogueSheet]) { sheets.append(sheet) }
    func dismiss(_ sheets: inout [CatalogueSheet]) { _ = sheets.popLast() }
}

struct CatalogueSettings: Sendable {
    var save: @Sendable (_ inStockOnly: Bool) -> Void
}

struct CatalogueInteractor: Sendable {
    var settings: CatalogueSettings
    var coordinator = CatalogueCoordinator()

    func openFilters(_ screen: inout CatalogueScreen) {
        coordinator.present(.filters, on: &screen.sheets)
    }

    func applyFilters(_ screen: inout CatalogueScreen) {
        settings.save(screen.viewState.inStockOnly)
        coordinator.dismiss(&screen.sheets)
    }
}

// MARK: Its machine

enum CatalogueFeature {
    static func machine(interactor: CatalogueInteractor = CatalogueInteractor(settings: CatalogueSettings(save: { _ in })))
        -> Machine<CatalogueScreen, CatalogueEvent> {
        Machine("Catalogue", initial: CatalogueScreen(), actions: \.events, mutate: { screen, event in
            switch event {
            case .openFilters: interactor.openFilters(&screen)
            case .toggleInStock: screen.viewState.toggleInStock()
            case .applyFilters: interactor.applyFilters(&screen)
            }
        })
        .final(where: { $0.sheets.isEmpty })
    }
}

extension CatalogueScreen: KindedState, CustomStringConvertible {
    enum Kind: String, CaseIterable, Sendable { case list, filters }
    var kind: Kind { sheets.isEmpty ? .list : .filters }
    var description: String { "\(kind)" + (viewState.inStockOnly ? "(in stock only)" : "") }
}

// MARK: The test

import MachineKitTesting
import Testing

@Test func catalogueHasNoFindings() {
    expectNoFindings(CatalogueFeature.machine())
}

// MARK: The first draft: applying the filter never dismisses the sheet

enum CatalogueBeforeTheFix {
    struct CatalogueInteractor: Sendable {
        var settings: CatalogueSettings
        var coordinator = CatalogueCoordinator()

        func openFilters(_ screen: inout CatalogueScreen) {
            coordinator.present(.filters, on: &screen.sheets)
        }

        func applyFilters(_ screen: inout CatalogueScreen) {
            settings.save(screen.viewState.inStockOnly)
        }
    }

    enum CatalogueFeature {
        static func machine(interactor: CatalogueInteractor = CatalogueInteractor(settings: CatalogueSettings(save: { _ in })))
            -> Machine<CatalogueScreen, CatalogueEvent> {
            Machine("Catalogue", initial: CatalogueScreen(), actions: \.events, mutate: { screen, event in
                switch event {
                case .openFilters: interactor.openFilters(&screen)
                case .toggleInStock: screen.viewState.toggleInStock()
                case .applyFilters: interactor.applyFilters(&screen)
                }
            })
            .final(where: { $0.sheets.isEmpty })
        }
    }
}

// MARK: What the article shows the checker print

@Suite struct WalkthroughVVSITests {
    static let article = "Sources/MachineKit/MachineKit.docc/GettingStartedVVSI.md"

    /// The first draft's failure, as `expectNoFindings` records it and the article shows it.
    static let failure = """
        machine 'Catalogue' has 1 finding:
          trap: states {filters, filters(in stock only)} can never be left and hold no final state
            at Tests/MachineKitTests/ReadmeExamples/WalkthroughVVSI.swift:101
            trace: list --openFilters--> filters
        """

    /// The fixed screen's headline, as the article shows it.
    static let passing = "Catalogue: ok: 4 states, 6 transitions, depth 3"

    @Test func theFirstDraftFailsWithTheTrapTheArticleShows() {
        withKnownIssue {
            expectNoFindings(CatalogueBeforeTheFix.CatalogueFeature.machine())
        } matching: { issue in
            issue.comments.map(\.rawValue) == [Self.failure]
        }
        let findings = CatalogueBeforeTheFix.CatalogueFeature.machine().check().findings
        #expect(findings.map(\.check) == [.trap])
        #expect(findings.map(\.message) == ["states {filters, filters(in stock only)} can never be left and hold no final state"])
        #expect(findings.map { $0.trace?.line } == ["list --openFilters--> filters"])
    }

    @Test func theFixHasNoFindings() {
        let report = CatalogueFeature.machine().check()
        #expect(report.findings.isEmpty)
        #expect(report.headline() == Self.passing)
    }

    @Test func theArticleShowsWhatTheCheckerPrints() throws {
        let text = try String(contentsOfFile: repositoryRoot + "/" + Self.article, encoding: .utf8)
        #expect(text.contains("```\n" + Self.failure + "\n```"))
        #expect(text.contains("```\n" + Self.passing + "\n```"))
    }
}
