/* The inbox machine of Benchmarks/Sources/explore-bench/Inbox.swift: a screen (list, thread(t),
   compose, settings), five badge counters and the threads opened lately (the latest first,
   each once, at most two). Exactly 1,736,640 states and 11,423,040 transitions, as explore-bench inbox (pan counts
   one more transition: the initial state).

   A state is the Swift state field for field: tid is the thread's id on the thread screen and
   0 elsewhere (other screens carry no id); rn is the length of the recent list and slots past
   it are 0. Each action is one d_step: one transition, no intermediate state. Five threads (one OPEN
   each); the badges' bounds may be set with spin -DUNREAD=... for smaller machines. */

#ifndef UNREAD
#define UNREAD 14
#endif
#ifndef MENTIONS
#define MENTIONS 7
#endif
#ifndef FLAGGED
#define FLAGGED 5
#endif
#ifndef DRAFTS
#define DRAFTS 5
#endif
#ifndef OUTBOX
#define OUTBOX 3
#endif

#define LIST 0
#define THREAD 1
#define COMPOSE 2
#define SETTINGS 3

byte scr, tid, unread, mentions, flagged, drafts, outbox;
byte r0, r1, rn;

/* Opens thread t from the list: t moves to the front of the recent list (once), which keeps
   two; one unread message less. Written as expressions: the new r1 and rn from the old r0. */
#define OPEN(t) \
  :: d_step { scr == LIST -> \
       scr = THREAD; tid = t; \
       r1 = (rn == 0 -> 0 : (r0 == t -> r1 : r0)); \
       rn = (rn == 0 -> 1 : (r0 == t -> rn : 2)); \
       r0 = t; \
       unread = (unread > 0 -> unread - 1 : 0) }

active proctype inbox() {
  do
  /* background events, on every screen */
  :: d_step { unread < UNREAD -> unread++ }
  :: d_step { mentions < MENTIONS -> mentions++ }
  :: d_step { outbox > 0 -> outbox-- }
  /* the list */
  OPEN(0)
  OPEN(1)
  OPEN(2)
  OPEN(3)
  OPEN(4)
  :: d_step { scr == LIST -> scr = COMPOSE }
  :: d_step { scr == LIST -> scr = SETTINGS }
  /* a thread */
  :: d_step { scr == THREAD -> scr = LIST; tid = 0 }
  :: d_step { scr == THREAD && flagged < FLAGGED -> flagged++ }
  :: d_step { scr == THREAD && flagged > 0 -> flagged-- }
  :: d_step { scr == THREAD -> scr = COMPOSE; tid = 0 }
  /* compose */
  :: d_step { scr == COMPOSE && drafts < DRAFTS -> drafts++; scr = LIST }
  :: d_step { scr == COMPOSE && outbox < OUTBOX -> outbox++; scr = LIST }
  :: d_step { scr == COMPOSE -> scr = LIST }
  :: d_step { scr == COMPOSE && drafts > 0 -> drafts-- }
  /* settings */
  :: d_step { scr == SETTINGS && (unread > 0 || mentions > 0) -> unread = 0; mentions = 0 }
  :: d_step { scr == SETTINGS -> scr = LIST }
  od
}
