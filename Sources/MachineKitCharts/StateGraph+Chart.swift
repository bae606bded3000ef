import MachineKitCore

/// A statechart made when first asked for, compared and hashed by its value.
package typealias LazyChart = LazyHashable<Statechart>

extension StateGraph {
    /// The statechart the machine was read from (its declared structure), for spec files.
    package var chart: Statechart? {
        get { (declaration?.base as? LazyChart)?.value }
        set { declaration = newValue.map { Declaration(LazyChart($0)) } }
    }
}
