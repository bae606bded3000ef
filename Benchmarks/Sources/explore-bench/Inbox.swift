import MachineKit

// An inbox as a typed feature writes it: a screen enum (one case with an associated value),
// five small badge counters and a small array of recently opened threads. Plain `Hashable`
// (derived): no `ExplorationHashable`, so the explorer hashes it through `Hasher`.
// Benchmarks/spin/inbox.pml is the same machine in Promela: both have exactly 1,736,640 states
// and 11,423,040 transitions.

/// Threads in the inbox, and bounds of the badges.
enum InboxBounds {
    static let threads: UInt8 = 5
    static let unread: UInt8 = 14
    static let mentions: UInt8 = 7
    static let flagged: UInt8 = 5
    static let drafts: UInt8 = 5
    static let outbox: UInt8 = 3
    /// Threads kept in `recent`.
    static let recent = 2
}

enum InboxScreen: Hashable {
    case list
    case thread(UInt8)
    case compose
    case settings
}

struct Inbox: Hashable {
    var screen = InboxScreen.list
    var unread: UInt8 = 0
    var mentions: UInt8 = 0
    var flagged: UInt8 = 0
    var drafts: UInt8 = 0
    var outbox: UInt8 = 0
    /// Threads opened, the latest first, each once, at most `InboxBounds.recent`.
    var recent: [UInt8] = []
}

enum InboxAction: Hashable, CustomStringConvertible {
    case receive, mention, deliver
    case open(UInt8), compose, settings
    case back, flag, unflag, reply
    case saveDraft, send, discard, openDraft
    case clearBadges

    var description: String {
        switch self {
        case .open(let thread): return "open(\(thread))"
        case .receive: return "receive"
        case .mention: return "mention"
        case .deliver: return "deliver"
        case .compose: return "compose"
        case .settings: return "settings"
        case .back: return "back"
        case .flag: return "flag"
        case .unflag: return "unflag"
        case .reply: return "reply"
        case .saveDraft: return "saveDraft"
        case .send: return "send"
        case .discard: return "discard"
        case .openDraft: return "openDraft"
        case .clearBadges: return "clearBadges"
        }
    }
}

/// The inbox machine: background events on every screen (a message arrives, a mention, the
/// outbox delivers one), and each screen's own actions.
func inboxMachine() -> Machine<Inbox, InboxAction> {
    Machine("Inbox", initial: Inbox()) { state, next in
        if state.unread < InboxBounds.unread {
            var after = state
            after.unread += 1
            next.add(.receive, after)
        }
        if state.mentions < InboxBounds.mentions {
            var after = state
            after.mentions += 1
            next.add(.mention, after)
        }
        if state.outbox > 0 {
            var after = state
            after.outbox -= 1
            next.add(.deliver, after)
        }
        switch state.screen {
        case .list:
            for thread in 0..<InboxBounds.threads {
                var after = state
                after.screen = .thread(thread)
                after.recent.removeAll { $0 == thread }
                after.recent.insert(thread, at: 0)
                if after.recent.count > InboxBounds.recent { after.recent.removeLast() }
                if after.unread > 0 { after.unread -= 1 }
                next.add(.open(thread), after)
            }
            var compose = state
            compose.screen = .compose
            next.add(.compose, compose)
            var settings = state
            settings.screen = .settings
            next.add(.settings, settings)
        case .thread:
            var back = state
            back.screen = .list
            next.add(.back, back)
            if state.flagged < InboxBounds.flagged {
                var after = state
                after.flagged += 1
                next.add(.flag, after)
            }
            if state.flagged > 0 {
                var after = state
                after.flagged -= 1
                next.add(.unflag, after)
            }
            var reply = state
            reply.screen = .compose
            next.add(.reply, reply)
        case .compose:
            if state.drafts < InboxBounds.drafts {
                var after = state
                after.drafts += 1
                after.screen = .list
                next.add(.saveDraft, after)
            }
            if state.outbox < InboxBounds.outbox {
                var after = state
                after.outbox += 1
                after.screen = .list
                next.add(.send, after)
            }
            var discard = state
            discard.screen = .list
            next.add(.discard, discard)
            if state.drafts > 0 {
                var after = state
                after.drafts -= 1
                next.add(.openDraft, after)
            }
        case .settings:
            if state.unread > 0 || state.mentions > 0 {
                var after = state
                after.unread = 0
                after.mentions = 0
                next.add(.clearBadges, after)
            }
            var back = state
            back.screen = .list
            next.add(.back, back)
        }
    }
}
