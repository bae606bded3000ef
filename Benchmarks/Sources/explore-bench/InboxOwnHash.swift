import MachineKit

// The inbox of Inbox.swift at its cheapest: the same states and moves, but the state hashes
// itself (`ExplorationHashable`: its fields packed into one word, no `Hasher`) and opening a
// thread builds the new recent list in one allocation, or none when the thread is already the
// latest. It measures how far the explorer is from the ≥ 5× SPIN target on this shape when
// neither `Hasher` nor the feature's array code is in the way (Benchmarks/README.md).
struct InboxLean: ExplorationHashable {
    var screen = InboxScreen.list
    var unread: UInt8 = 0
    var mentions: UInt8 = 0
    var flagged: UInt8 = 0
    var drafts: UInt8 = 0
    var outbox: UInt8 = 0
    var recent: [UInt8] = []
    /// Every field in one word: equal states give equal words (a recent list has at most two
    /// threads, each below 16).
    var explorationHash: UInt64 {
        var s: UInt64
        switch screen { case .list: s = 0; case .thread(let t): s = 1 + UInt64(t); case .compose: s = 9; case .settings: s = 10 }
        var x = s | UInt64(unread) << 8 | UInt64(mentions) << 16 | UInt64(flagged) << 24 | UInt64(drafts) << 32 | UInt64(outbox) << 40
        x |= UInt64(recent.count) << 48
        for (i, r) in recent.enumerated() { x ^= UInt64(r) << (52 + 4 * UInt64(i)) }
        return x
    }
}

func inboxLeanMachine() -> Machine<InboxLean, InboxAction> {
    Machine("InboxLean", initial: InboxLean()) { state, next in
        if state.unread < InboxBounds.unread { var a = state; a.unread += 1; next.add(.receive, a) }
        if state.mentions < InboxBounds.mentions { var a = state; a.mentions += 1; next.add(.mention, a) }
        if state.outbox > 0 { var a = state; a.outbox -= 1; next.add(.deliver, a) }
        switch state.screen {
        case .list:
            for thread in 0..<InboxBounds.threads {
                var a = state
                a.screen = .thread(thread)
                if state.recent.first != thread {
                    a.recent = state.recent.isEmpty ? [thread] : [thread, state.recent[0]]
                }
                if a.unread > 0 { a.unread -= 1 }
                next.add(.open(thread), a)
            }
            var c = state; c.screen = .compose; next.add(.compose, c)
            var s = state; s.screen = .settings; next.add(.settings, s)
        case .thread:
            var b = state; b.screen = .list; next.add(.back, b)
            if state.flagged < InboxBounds.flagged { var a = state; a.flagged += 1; next.add(.flag, a) }
            if state.flagged > 0 { var a = state; a.flagged -= 1; next.add(.unflag, a) }
            var r = state; r.screen = .compose; next.add(.reply, r)
        case .compose:
            if state.drafts < InboxBounds.drafts { var a = state; a.drafts += 1; a.screen = .list; next.add(.saveDraft, a) }
            if state.outbox < InboxBounds.outbox { var a = state; a.outbox += 1; a.screen = .list; next.add(.send, a) }
            var d = state; d.screen = .list; next.add(.discard, d)
            if state.drafts > 0 { var a = state; a.drafts -= 1; next.add(.openDraft, a) }
        case .settings:
            if state.unread > 0 || state.mentions > 0 { var a = state; a.unread = 0; a.mentions = 0; next.add(.clearBadges, a) }
            var b = state; b.screen = .list; next.add(.back, b)
        }
    }
}
