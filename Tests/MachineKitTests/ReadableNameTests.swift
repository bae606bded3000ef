import Foundation
import MachineKit
import SeedFeatures
import Testing

/// A state's default name reads as a person would write it: what a state holds to do its work
/// (closures, actors, repositories, dependency clients) is never printed, and empty values are.
@Suite struct ReadableNameTests {
    /// A dependency client as apps write them: closures only.
    struct PermissionClient: Sendable {
        var request: @Sendable () async -> Bool
    }

    /// A repository that is an object holding its client.
    final class ProductRepository: @unchecked Sendable {
        let fetch: @Sendable () -> [String] = { ["lamp"] }
        var client: PermissionClient? = PermissionClient(request: { true })
    }

    /// An object that holds data: named by it.
    final class Cart: @unchecked Sendable {
        var items = ["lamp"]
        var coupon: String? = nil
    }

    /// A struct whose fields are all `nil` is data, not machinery.
    struct Filter: Sendable {
        var query: String?
    }

    actor DefaultActorRepository {
        var loaded = 0
    }

    /// A model holding only its dependencies, and one that holds data beside them.
    struct WelcomeModel: Sendable {
        var permissions: PermissionClient
    }

    struct ArticleModel: Sendable {
        var title: String
        var repository: ProductRepository
        var load: @Sendable () -> Void
    }

    protocol LoaderModeling: Sendable {}
    struct LoaderModel: LoaderModeling {
        var repository: DefaultActorRepository
    }

    enum ViewState: Sendable {
        case welcome(model: WelcomeModel)
        case initialized(loaderModel: any LoaderModeling)
        case loaded(ArticleModel)
        case listed(titles: [String], filter: String)
        case typed(String)
        case empty([Int])
        case picked(Int?)
        case shown(model: ArticleModel, count: Int)
        case cart(Cart)
        case filtered(Filter, in: Filter?)
    }

    static let states: [ViewState] = [
        .welcome(model: WelcomeModel(permissions: PermissionClient(request: { true }))),
        .initialized(loaderModel: LoaderModel(repository: DefaultActorRepository())),
        .loaded(ArticleModel(title: "State machines", repository: ProductRepository(), load: {})),
        .listed(titles: [], filter: ""),
        .typed(""),
        .empty([]),
        .picked(nil),
        .shown(model: ArticleModel(title: "Hi", repository: ProductRepository(), load: {}), count: 2),
        .cart(Cart()),
        .filtered(Filter(query: nil), in: Filter(query: nil)),
        .filtered(Filter(query: "lamp"), in: nil),
    ]

    @Test func namesLeaveTheMachineryOutAndShowEmptyValues() {
        #expect(
            Self.states.map { readableDescription($0) } == [
                "welcome",
                "initialized",
                "loaded(title: State machines)",
                #"listed(titles: [], filter: "")"#,
                #"typed("")"#,
                "empty([])",
                "picked(nil)",
                "shown(model: ArticleModel(title: Hi), count: 2)",
                "cart(Cart(items: [lamp]))",
                "filtered(Filter(), in: Filter())",
                "filtered(Filter(query: lamp))",
            ])
    }

    /// No default name prints a closure, an actor's or an object's insides, or a module path.
    @Test func noNameHoldsWhatAPersonCannotRead() {
        let values: [Any] =
            Self.states + [
                WelcomeModel(permissions: PermissionClient(request: { false })),
                LoaderModel(repository: DefaultActorRepository()),
                [ArticleModel(title: "x", repository: ProductRepository(), load: {})],
                (model: WelcomeModel(permissions: PermissionClient(request: { true })), step: 1),
            ]
        for value in values {
            let name = readableDescription(value)
            for unreadable in ["(Function)", "Opaque Value", "$defaultActor", "MachineKitTests.", "ReadableNameTests.", "->"] {
                #expect(!name.contains(unreadable), "\(name) holds \(unreadable)")
            }
        }
        #expect(readableDescription(WelcomeModel(permissions: PermissionClient(request: { true }))) == "WelcomeModel()")
    }

    /// Every state, action and trace of the bundled features reads as a person would write it.
    @Test func theFixturesNamesHoldNothingUnreadable() {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        let explored = [
            AnyMachine(BlogEntryFeature.machine()).explore(), AnyMachine(RatesStoreFeature.machine()).explore(),
            AnyMachine(ShopNavigationFeature.machine()).explore(), AnyMachine(ProductsFlowFeature.machine()).explore(),
            AnyMachine(ShopNavigationFeature.remodel()).explore(), AnyMachine(RatesStoreFeature.remodel()).explore(),
        ]
        var names = 0
        for machine in explored {
            let graph = machine.graph
            let texts = graph.stateNames + graph.actionNames + (0..<graph.stateCount).map { graph.trace(to: $0).line }
            for text in texts {
                for unreadable in ["(Function)", "Opaque Value", "$defaultActor", "SeedFeatures.", "MachineKit", "Swift."] {
                    #expect(!text.contains(unreadable), "\(machine.report.machine): '\(text)' holds \(unreadable)")
                }
            }
            names += texts.count
        }
        #expect(names > 2_000)
    }

    /// An object whose only `description` is the one every `NSObject` inherits (its address) is
    /// read by its fields, so that its name is the same on every run; one that writes its own
    /// keeps it.
    final class Delegate: NSObject, @unchecked Sendable {
        var screen = "settings"
    }

    final class Described: NSObject, @unchecked Sendable {
        override var description: String { "described" }
    }

    final class Callback: NSObject, @unchecked Sendable {
        let done: @Sendable () -> Void = {}
    }

    enum Held: @unchecked Sendable {
        case delegated(Delegate)
        case described(Described)
        case calling(Callback, count: Int)
    }

    @Test func anObjectsInheritedDescriptionIsNotItsName() {
        let names = [Held.delegated(Delegate()), .described(Described()), .calling(Callback(), count: 1)].map { readableDescription($0) }
        #expect(names == ["delegated(Delegate(screen: settings))", "described(described)", "calling(count: 1)"])
        #expect(readableDescription(Delegate()) == "Delegate(screen: settings)")
        #expect(names.allSatisfy { !$0.contains("0x") })
    }
}
