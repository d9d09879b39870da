/* Compiled core of the open-hand ("double-dummy") solver: tysiac_engine.ai._dd.
 *
 * The same game model as the pure-Python tysiac_engine/ai/general.py (which is
 * the fallback when this module is not built, and the reference the tests
 * check this one against): 2 to 4 players in playing order, each with a
 * hand mask (own hand and face-up table cards); players whose bit is set in
 * `side` maximise, the others minimise
 *
 *     sum over players p of w[p] * (card points of the tricks p takes + p's marriages)
 *     + w[last trick's winner] * aside + w[slam player] * slam (if he took every trick)
 *
 * counted from the position on.  Rules: must_beat, must_trump (0 if_beats,
 * 1 always, 2 never), queen_only, meld_requires_trick, melding on someone
 * (the K onto the Q just played), no meld before the first trick is
 * complete, a stock drawn after each trick (winner first, no obligations
 * while it lasts) and face-down cards under face-up ones (cover[c] enters
 * the hand when c is played).  See RULES.md §2 steps 6-7 and §9.
 *
 * Search: fail-soft alpha-beta with zero windows, card by card; a
 * transposition table at trick starts keyed on the hands, the leader, the
 * trump (forgotten when no trump card is left anywhere), the stock position
 * and, where they matter, who has taken a trick and whether the first trick
 * is done.  It stores bounds of the points still to come and the best move.
 * Exact values by bisection on the window.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

typedef uint32_t u32;
typedef uint64_t u64;

#define INF 30000
#define QUEEN 4
#define KING 5
#define MELD 32
/* moves of one position: every card of a hand plus a queen and a king meld per suit (a
   12-card hand with marriages has more than 16) */
#define MAX_MOVES 48

static int PTS[32];
static u32 HIGHER[32];
static u32 SUITM[4];
static const int MV[4] = {100, 80, 60, 40};
static int SUITPTS[256];
static u32 RANKMAJOR[4][256]; /* suit s's byte of a mask -> its cards at bit rank * 4 + s */

/* Bit scans: GCC and Clang builtins, MSVC intrinsics (the Windows wheels are built with MSVC).
   Only called with x != 0. */
#if defined(_MSC_VER) && !defined(__clang__)
#include <intrin.h>
static inline int ctz32(u32 x) { unsigned long i; _BitScanForward(&i, x); return (int)i; }
static inline int clz32(u32 x) { unsigned long i; _BitScanReverse(&i, x); return 31 - (int)i; }
#else
static inline int ctz32(u32 x) { return __builtin_ctz(x); }
static inline int clz32(u32 x) { return __builtin_clz(x); }
#endif
static inline int points_of(u32 m) {
    return SUITPTS[m & 255] + SUITPTS[(m >> 8) & 255] + SUITPTS[(m >> 16) & 255] + SUITPTS[m >> 24];
}

/* ------------------------------------------------------------------ table */
typedef struct {
    u64 k1, k2;
    u32 k3;
    u32 gen;
    int16_t lo, hi;
    int8_t move;
    int8_t pad[3];
} Entry;

/* 2^18 entries of 32 bytes: 8 MB a solving process.  Measured against 2^20
   (32 MB): decisions 10-20% faster (fewer cache and TLB misses; seven_open_musik
   p95 366 -> 277 ms on 8 deals of seed 5), about 1% more nodes, and hard with
   it against hard without it over duplicate deals (seed 91): polish three
   +0.0 +- 0.0 (400 deals, no decision changed), seven_open_musik +0.1 +- 0.3
   (400), three_32 -0.0 +- 0.1 (150), dealer_sits_out_32 +0.1 +- 0.1 (150). */
#define TT_BITS 18
#define TT_SIZE (1u << TT_BITS)
static Entry *TT = NULL;
static u32 GEN = 0;

/* ------------------------------------------------------------------ state */
typedef struct {
    u32 hand[4];
    int trick[4];      /* cards of the trick in progress, in order */
    int tlen;
    int leader;
    int wp, wc;        /* player and card winning the trick so far */
    int trump;
    int taken;         /* bit p: p has taken a trick */
    int sp;            /* stock position */
    int ntricks;       /* tricks completed (only "is it 0" matters) */
} State;

typedef struct {
    PyObject_HEAD
    int n;
    int w[4];
    int side;
    int must_beat, mt, queen_only, meld_req, on_someone, no_meld_first;
    int aside, slam_player, slam;
    int stock[32];
    int stock_len;
    u32 stock_rest[33];  /* cards still in the stock from position i */
    int8_t cover[32];
    u32 tops;
    int track;           /* taken flags are part of the state */
    int equiv;           /* rank equivalence is exact for these weights (see prune_runs) */
    u32 single;          /* cards that stand alone in a run (see prune_runs) */
    int all_moves;       /* generate every legal move (the root of move_values, moves) */
    int sure_ok, w1, w0; /* sure tricks bound (see sure_tricks): the two weights */
    int wmax, wmin;
    u32 gen;
    long long nodes;
    long long misses;
    State st;
} SolverObject;

static inline u32 beats_of(int w, int trump) {
    if (trump >= 0 && (w >> 3) != trump) return HIGHER[w] | SUITM[trump];
    return HIGHER[w];
}

/* legality.legal_reply_mask (tests check the two agree) */
static inline u32 reply_mask(u32 hand, int led, int w, int trump, int must_beat, int mt) {
    u32 follow = hand & SUITM[led];
    if (follow) {
        if (must_beat) {
            if ((w >> 3) != led) return follow;
            u32 b = follow & HIGHER[w];
            return b ? b : follow;
        }
        return follow;
    }
    if (trump >= 0 && mt != 2) {
        u32 tr = hand & SUITM[trump];
        if (tr) {
            u32 better = tr & (((w >> 3) == trump) ? HIGHER[w] : tr);
            if (mt == 1) return must_beat ? (better ? better : tr) : tr;
            return better ? better : hand;
        }
    }
    return hand;
}

static inline u32 unders_of(SolverObject *S, u32 m) {
    u32 out = 0;
    u32 t = m & S->tops;
    while (t) {
        int c = ctz32(t);
        t &= t - 1;
        if (S->cover[c] >= 0) out |= 1u << S->cover[c];
    }
    return out;
}

/* every card still to be played: hands, stock, cards under face-up ones, the trick */
static inline u32 remaining(SolverObject *S, State *st) {
    u32 all = 0;
    for (int p = 0; p < S->n; p++) all |= st->hand[p];
    u32 r = all | S->stock_rest[st->sp];
    if (S->tops) r |= unders_of(S, all);
    return r;
}

static inline u32 live_of(SolverObject *S, State *st) {
    u32 r = remaining(S, st);
    for (int i = 0; i < st->tlen; i++) r |= 1u << st->trick[i];
    return r;
}

/* the points of the k cheapest cards of a hand */
static inline int cheapest(u32 hand, int k) {
    int t = 0;
    for (int r = 0; r < 8 && k > 0; r++)
        for (int s = 0; s < 4 && k > 0; s++) {
            int c = s * 8 + r;
            if (hand >> c & 1) {
                t += PTS[c];
                k--;
            }
        }
    return t;
}

/* Sure tricks (at a trick start, with a trump and two-valued weights, no stock, face-down
 * cards or melds on someone): the top trumps one side holds each win a trick, taking at
 * least the cheapest cards of the other side's players, unless the other side can still
 * change the trump (it holds a marriage). */
static void sure_tricks(SolverObject *S, State *st, u32 rest, int R, int *lo, int *hi) {
    int n = S->n;
    int t = st->trump;
    u32 tr = rest & SUITM[t];
    if (!tr) return;
    int top = 31 - clz32(tr);
    int owner = -1;
    for (int p = 0; p < n; p++)
        if (st->hand[p] >> top & 1) owner = p;
    if (owner < 0) return;
    int xside = (S->side >> owner) & 1;
    /* the other side must not be able to meld */
    for (int p = 0; p < n; p++) {
        if (((S->side >> p) & 1) == xside) continue;
        u32 h = st->hand[p];
        for (int s = 0; s < 4; s++) {
            u32 qk = (1u << (s * 8 + QUEEN)) | (1u << (s * 8 + KING));
            if ((h & qk) == qk) return;
        }
    }
    int counts[4] = {0, 0, 0, 0};
    int sure = 0;
    while (tr) {
        int c = 31 - clz32(tr);
        int q = -1;
        for (int p = 0; p < n; p++)
            if (st->hand[p] >> c & 1) q = p;
        if (q < 0 || ((S->side >> q) & 1) != xside) break;
        counts[q]++;
        sure += PTS[c];
        tr &= ~(1u << c);
    }
    int k = 0;
    for (int p = 0; p < n; p++)
        if (counts[p] > k) k = counts[p];
    for (int p = 0; p < n; p++)
        if (((S->side >> p) & 1) != xside) sure += cheapest(st->hand[p], k);
    int w1 = S->w1, w0 = S->w0;
    if (xside) {
        int l = w0 * R + (w1 - w0) * sure;
        if (l > *lo) *lo = l;
    } else {
        int h = w1 * R - (w1 - w0) * sure;
        if (h < *hi) *hi = h;
    }
}

/* quick bounds of the points still to come (trick cards included) */
static void bounds(SolverObject *S, State *st, int *lo, int *hi) {
    int n = S->n;
    u32 rest = remaining(S, st);
    for (int i = 0; i < st->tlen; i++) rest |= 1u << st->trick[i];
    int R = points_of(rest) + S->aside;
    int h = S->wmax * R, l = S->wmin * R;
    if (S->slam) {
        int ws = S->w[S->slam_player];
        int possible = !(st->taken & ~(1 << S->slam_player));
        if (possible) {
            if (ws > 0) h += ws * S->slam;
            else l += ws * S->slam;
        }
    }
    u32 open = S->stock_rest[st->sp];
    for (int p = 0; p < n; p++) {
        int wp = S->w[p];
        if (!wp) continue;
        u32 reach = st->hand[p] | open;
        if (S->tops) reach |= unders_of(S, st->hand[p]);
        int m = 0;
        for (int s = 0; s < 4; s++) {
            u32 q = 1u << (s * 8 + QUEEN), k = 1u << (s * 8 + KING);
            if (!(reach & k)) continue;
            if ((reach & q) || (S->on_someone && (rest & q))) m += MV[s];
        }
        if (wp > 0) h += wp * m;
        else l += wp * m;
    }
    if (S->sure_ok && st->tlen == 0 && st->trump >= 0) sure_tricks(S, st, rest, R, &l, &h);
    *lo = l;
    *hi = h;
}

static int search(SolverObject *S, int beta, int root);

/* Rank equivalence.  Cards of one suit in one hand with no live card between them
 * (live: still to be played, or in the trick) take the same tricks in every line;
 * they differ only in points.  Where the side that takes this trick is decided
 * whatever the later players do, the highest of such a run is as good as any
 * other for the player when the trick goes to his side, the lowest when it goes
 * to the other side (swap the two cards in every later line: with the weights
 * of one side all equal and at least those of the other, the swap cannot lose).
 * A held marriage is kept apart from its J/T neighbours; where a queen or a
 * king may meet its partner later (stock, face-down cards, melding on
 * someone) queens and kings stand alone, and so do face-up cards with a card
 * under them.  Returns the cards of `legal` to try. */
static u32 prune_runs(SolverObject *S, State *st, int p, u32 legal) {
    u32 single = S->single;
    u32 runs = 0; /* the suits where a run may be: two legal cards at least that are not single */
    for (int s = 0; s < 4; s++) {
        u32 m = legal & ~single & SUITM[s];
        if (m & (m - 1)) runs |= 1u << s;
    }
    if (!runs) return legal;
    u32 live = live_of(S, st);
    int n = S->n;
    int later = n - 1 - st->tlen; /* players after p in this trick */
    u32 after = 0;
    for (int k = 1; k <= later; k++) after |= st->hand[(p + k) % n];
    int myside = (S->side >> p) & 1;
    u32 keep = legal;
    u32 hand = st->hand[p];
    for (int s = 0; s < 4; s++) {
        if (!(runs >> s & 1)) continue;
        u32 ls = legal & SUITM[s];
        u32 qk = (1u << (s * 8 + QUEEN)) | (1u << (s * 8 + KING));
        int married = (hand & qk) == qk;
        u32 lv = (live | legal) & SUITM[s];
        int run_lo = -1, run_hi = -1, prev = -1;
        for (int c = s * 8; c <= s * 8 + 8; c++) {
            int in = c < s * 8 + 8 && (lv >> c & 1);
            if (c < s * 8 + 8 && !in) continue;
            int mine = in && (ls >> c & 1) && !(single >> c & 1);
            int joins = mine && prev >= 0 && (!married || (((qk >> prev) & 1) == ((qk >> c) & 1)));
            if (joins) {
                run_hi = c;
            } else {
                if (run_lo >= 0 && run_hi > run_lo) {
                    /* a run [run_lo .. run_hi] (live cards, all in the hand): is the side decided? */
                    int c0 = run_hi;
                    int side = -1;
                    int wins = st->tlen == 0 || (beats_of(st->wc, st->trump) >> c0 & 1);
                    if (later == 0) {
                        side = wins ? myside : ((S->side >> st->wp) & 1);
                    } else if (!S->on_someone) {
                        if (wins) {
                            if (!(after & beats_of(c0, st->trump))) side = myside;
                        } else if (!(after & beats_of(st->wc, st->trump))) {
                            side = (S->side >> st->wp) & 1;
                        }
                    }
                    if (side >= 0) {
                        u32 run = 0;
                        for (int x = run_lo; x <= run_hi; x++)
                            if (ls >> x & 1) run |= 1u << x;
                        /* keep the dearest (the trick goes to his side) or the cheapest card */
                        int bestc = -1;
                        for (int x = run_lo; x <= run_hi; x++) {
                            if (!(run >> x & 1)) continue;
                            if (bestc < 0) bestc = x;
                            else if (side == myside ? PTS[x] > PTS[bestc] : PTS[x] < PTS[bestc]) bestc = x;
                        }
                        keep &= ~(run & ~(1u << bestc));
                    }
                }
                run_lo = run_hi = mine ? c : -1;
            }
            prev = mine ? c : -1;
        }
    }
    return keep;
}

/* Move orders (general.PySolver's _ORDER_KEYS): a mask's cards in rank-major order (bit
   rank * 4 + suit), so each order is a scan over the cards held rather than over all 32 */
static inline u32 rank_major(u32 m) {
    return RANKMAJOR[0][m & 255] | RANKMAJOR[1][(m >> 8) & 255] | RANKMAJOR[2][(m >> 16) & 255] |
           RANKMAJOR[3][m >> 24];
}

#define CARD_AT(i) ((((i) & 3) << 3) | ((i) >> 2))

/* a lead: high cards first, by rank, then suit from the top (hint left out) */
static inline int put_lead_order(u32 m, int *moves, int cnt, int hint) {
    u32 x = rank_major(m);
    while (x) {
        int i = 31 - clz32(x);
        x &= ~(1u << i);
        int c = CARD_AT(i);
        if (c != hint) moves[cnt++] = c;
    }
    return cnt;
}

/* dear cards first: by rank from the top, then suit from the bottom */
static inline int put_dear_first(u32 m, int *moves, int cnt) {
    u32 x = rank_major(m);
    for (int r = 7; r >= 0 && x; r--) {
        u32 nib = (x >> (r * 4)) & 15u;
        x &= ~(15u << (r * 4));
        while (nib) {
            int sbit = ctz32(nib);
            nib &= nib - 1;
            moves[cnt++] = sbit * 8 + r;
        }
    }
    return cnt;
}

/* cheap cards first: by rank from the bottom, then suit from the bottom */
static inline int put_cheap_first(u32 m, int *moves, int cnt) {
    u32 x = rank_major(m);
    while (x) {
        int i = ctz32(x);
        x &= x - 1;
        moves[cnt++] = CARD_AT(i);
    }
    return cnt;
}

/* the moves of the player to move, ordered; returns the count */
static int gen_moves(SolverObject *S, State *st, int *moves, int hint) {
    int n = S->n;
    int p = (st->leader + st->tlen) % n;
    u32 hand = st->hand[p];
    int cnt = 0;
    int may_meld = !S->meld_req || (st->taken >> p & 1);
    if (st->tlen == 0) {
        if (hint >= 0) moves[cnt++] = hint;
        if (may_meld && !(S->no_meld_first && st->ntricks == 0)) {
            for (int s = 0; s < 4; s++) {
                u32 q = 1u << (s * 8 + QUEEN), k = 1u << (s * 8 + KING);
                if ((hand & q) && (hand & k)) {
                    int mq = (s * 8 + QUEEN) | MELD, mk = (s * 8 + KING) | MELD;
                    if (mq != hint) moves[cnt++] = mq;
                    if (!S->queen_only && mk != hint) moves[cnt++] = mk;
                }
            }
        }
        u32 plays = hand;
        if (S->equiv && !S->all_moves) plays = prune_runs(S, st, p, hand);
        return put_lead_order(plays, moves, cnt, hint);
    }
    int free_play = st->sp < S->stock_len;
    u32 legal = free_play ? hand
                          : reply_mask(hand, st->trick[0] >> 3, st->wc, st->trump, S->must_beat, S->mt);
    int king = -1;
    if (S->on_someone && may_meld) {
        int prev = st->trick[st->tlen - 1];
        if ((prev & 7) == QUEEN && (legal >> (prev + 1) & 1)) king = (prev + 1) | MELD;
    }
    if (king >= 0) moves[cnt++] = king;
    if (S->equiv && !S->all_moves) legal = prune_runs(S, st, p, legal);
    u32 bm = beats_of(st->wc, st->trump);
    u32 win = legal & bm;
    int mine = ((S->side >> p) & 1) == ((S->side >> st->wp) & 1);
    int last = st->tlen == n - 1;
    /* the trick is ours whatever we play: dear cards first */
    if (!win && mine && last) return put_dear_first(legal, moves, cnt);
    /* winners first (a maximiser his dearest, a minimiser the cheapest), then the other
       cards cheapest first */
    int is_max = (S->side >> p) & 1;
    cnt = is_max ? put_dear_first(win, moves, cnt) : put_cheap_first(win, moves, cnt);
    return put_cheap_first(legal & ~win, moves, cnt);
}

/* The trick's state (legality.TrickState): the index in st->trick of the card winning so far,
   judged with the trump as it now stands (a marriage on someone rejudges the whole trick). */
static inline int judge_trick(State *st) {
    int bi = 0, w = st->trick[0];
    for (int i = 1; i < st->tlen; i++)
        if (beats_of(w, st->trump) >> st->trick[i] & 1) {
            w = st->trick[i];
            bi = i;
        }
    return bi;
}

/* legality.TrickState.play: card c (a marriage declared with it if meld) onto the trick;
   returns the index in the trick of the card winning it now */
static inline int trick_play(State *st, int c, int meld, int best) {
    st->trick[st->tlen++] = c;
    if (meld) {
        st->trump = c >> 3;
        return st->tlen == 1 ? 0 : judge_trick(st);
    }
    if (st->tlen == 1) return 0;
    return (beats_of(st->trick[best], st->trump) >> c & 1) ? st->tlen - 1 : best;
}

/* play move m for the player to move; returns the points it brings at once */
static int apply_move(SolverObject *S, State *st, int m) {
    int n = S->n;
    int p = (st->leader + st->tlen) % n;
    int c = m & 31;
    int gain = 0;
    st->hand[p] &= ~(1u << c);
    if ((S->tops >> c & 1) && S->cover[c] >= 0) st->hand[p] |= 1u << S->cover[c];
    if (m & MELD) gain += S->w[p] * MV[c >> 3];
    int best = trick_play(st, c, m & MELD, st->tlen ? (st->wp - st->leader + n) % n : 0);
    st->wp = (st->leader + best) % n;
    st->wc = st->trick[best];
    if (st->tlen < n) return gain;
    /* trick complete */
    int pts = 0;
    for (int i = 0; i < n; i++) pts += PTS[st->trick[i]];
    int wp = st->wp;
    gain += S->w[wp] * pts;
    st->taken |= 1 << wp;
    st->ntricks++;
    st->tlen = 0;
    st->leader = wp;
    if (st->sp < S->stock_len) {
        for (int k = 0; k < n && st->sp < S->stock_len; k++) {
            int q = (wp + k) % n;
            st->hand[q] |= 1u << S->stock[st->sp++];
        }
    }
    u32 any = 0;
    for (int q = 0; q < n; q++) any |= st->hand[q];
    if (!any) {
        gain += S->w[wp] * S->aside;
        if (S->slam && st->taken == (1 << S->slam_player)) gain += S->w[S->slam_player] * S->slam;
    }
    return gain;
}

static inline void make_key(SolverObject *S, State *st, u64 *k1, u64 *k2, u32 *k3) {
    *k1 = (u64)st->hand[0] | ((u64)st->hand[1] << 32);
    *k2 = (u64)st->hand[2] | ((u64)st->hand[3] << 32);
    u32 x = (u32)st->leader | (u32)(st->trump + 1) << 2 | (u32)st->sp << 5;
    if (S->track) x |= (u32)st->taken << 11;
    if (S->no_meld_first && st->ntricks == 0) x |= 1u << 15;
    *k3 = x;
}

static int search(SolverObject *S, int beta, int root) {
    State *st = &S->st;
    Entry *e = NULL;
    u64 k1 = 0, k2 = 0;
    u32 k3 = 0;
    int hint = -1, lo = -INF, hi = INF;
    if (st->tlen == 0) {
        u32 any = 0;
        for (int q = 0; q < S->n; q++) any |= st->hand[q];
        if (!any) return 0;
        if (st->trump >= 0 && !(remaining(S, st) & SUITM[st->trump])) st->trump = -1;
        S->nodes++;
        make_key(S, st, &k1, &k2, &k3);
        u64 h = (k1 * 0x9E3779B97F4A7C15ULL) ^ (k2 * 0xC2B2AE3D27D4EB4FULL) ^ ((u64)k3 * 0x165667B19E3779F9ULL);
        h ^= h >> 29;
        e = &TT[(h * 0xBF58476D1CE4E5B9ULL) >> (64 - TT_BITS)];
        if (e->gen == S->gen && e->k1 == k1 && e->k2 == k2 && e->k3 == k3) {
            lo = e->lo;
            hi = e->hi;
            if (!root) {
                if (lo >= beta) return lo;
                if (hi < beta) return hi;
            }
            hint = e->move;
        } else {
            S->misses++;
            bounds(S, st, &lo, &hi);
            if (!root && (hi < beta || lo >= beta)) {
                e->gen = S->gen;
                e->k1 = k1;
                e->k2 = k2;
                e->k3 = k3;
                e->lo = (int16_t)lo;
                e->hi = (int16_t)hi;
                e->move = -1;
                return hi < beta ? hi : lo;
            }
        }
    }
    int n = S->n;
    int p = (st->leader + st->tlen) % n;
    int is_max = (S->side >> p) & 1;
    int moves[MAX_MOVES];
    int cnt = gen_moves(S, st, moves, hint);
    int best = is_max ? -INF : INF;
    int bmove = -1;
    State saved = *st;
    for (int i = 0; i < cnt; i++) {
        int m = moves[i];
        int gain = apply_move(S, st, m);
        int v = gain + search(S, beta - gain, 0);
        *st = saved;
        if (is_max) {
            if (v > best) {
                best = v;
                bmove = m;
                if (v >= beta) break;
            }
        } else if (v < best) {
            best = v;
            bmove = m;
            if (v < beta) break;
        }
    }
    if (e != NULL) {
        /* the entry may have been overwritten by the subtree: refresh it */
        if (!(e->gen == S->gen && e->k1 == k1 && e->k2 == k2 && e->k3 == k3)) {
            e->gen = S->gen;
            e->k1 = k1;
            e->k2 = k2;
            e->k3 = k3;
        } else {
            if (e->lo > lo) lo = e->lo;
            if (e->hi < hi) hi = e->hi;
        }
        if (best >= beta) {
            if (best > lo) lo = best;
        } else if (best < hi) {
            hi = best;
        }
        e->lo = (int16_t)lo;
        e->hi = (int16_t)hi;
        e->move = (int8_t)bmove;
    }
    return best;
}

/* ------------------------------------------------------------------ Python glue */
static int parse_state(SolverObject *S, PyObject *args, int *extra) {
    /* (hands, to_move, trick, trump, taken, sp, ntricks[, extra]) */
    PyObject *hands, *trick;
    int to_move, trump, taken, sp, ntricks;
    int x = 0;
    if (!PyArg_ParseTuple(args, "OiOiiii|i", &hands, &to_move, &trick, &trump, &taken, &sp, &ntricks, &x))
        return -1;
    State *st = &S->st;
    memset(st, 0, sizeof(State));
    PyObject *hs = PySequence_Fast(hands, "hands: a sequence");
    if (!hs) return -1;
    if (PySequence_Fast_GET_SIZE(hs) != S->n) {
        Py_DECREF(hs);
        PyErr_SetString(PyExc_ValueError, "hands: one mask per player");
        return -1;
    }
    for (int p = 0; p < S->n; p++) {
        unsigned long long v = PyLong_AsUnsignedLongLong(PySequence_Fast_GET_ITEM(hs, p));
        if (PyErr_Occurred()) {
            Py_DECREF(hs);
            return -1;
        }
        st->hand[p] = (u32)v;
    }
    Py_DECREF(hs);
    PyObject *ts = PySequence_Fast(trick, "trick: a sequence of cards");
    if (!ts) return -1;
    Py_ssize_t tl = PySequence_Fast_GET_SIZE(ts);
    if (tl >= S->n || to_move < 0 || to_move >= S->n || trump < -1 || trump > 3 || sp < 0 || sp > S->stock_len) {
        Py_DECREF(ts);
        PyErr_SetString(PyExc_ValueError, "inconsistent position");
        return -1;
    }
    st->tlen = (int)tl;
    for (int i = 0; i < tl; i++) {
        long c = PyLong_AsLong(PySequence_Fast_GET_ITEM(ts, i));
        if (c < 0 || c > 31) {
            Py_DECREF(ts);
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "trick card out of range");
            return -1;
        }
        st->trick[i] = (int)c;
    }
    Py_DECREF(ts);
    st->leader = ((to_move - (int)tl) % S->n + S->n) % S->n;
    st->trump = trump;
    st->taken = taken;
    st->sp = sp;
    st->ntricks = ntricks;
    if (tl) {
        int bi = judge_trick(st);
        st->wp = (st->leader + bi) % S->n;
        st->wc = st->trick[bi];
    }
    if (extra) *extra = x;
    return 0;
}

/* The value of the points still to come from S->st, clamped to [wlo, whi] (values outside
   are found only as far as needed to know they are outside); guess: a first test value or
   -INF.  With tol > 0 the search stops once the value is known within tol points and returns
   the middle of what is left: the costly tests are those close to the true value. */
static int exact_value(SolverObject *S, int guess, int wlo, int whi, int tol, int pivot, int slope8) {
    State start = S->st;
    int lo, hi;
    bounds(S, &start, &lo, &hi);
    if (lo < wlo - 1) lo = wlo - 1;
    if (hi > whi + 1) hi = whi + 1;
    if (lo > hi) lo = hi;
    int near = guess > -INF ? 2 : 0;
    int g = guess;
    for (;;) {
        /* the tolerance grows with the distance from the pivot (slope8 / 8 points per point) */
        int allowed = tol;
        if (slope8 && pivot > -INF) {
            int dist = pivot < lo ? lo - pivot : (pivot > hi ? pivot - hi : 0);
            allowed += dist * slope8 / 8;
        }
        if (hi - lo <= allowed) break;
        int beta;
        if (near && lo <= g && g <= hi) {
            beta = g > lo + 1 ? g : lo + 1;
            near--;
        } else {
            /* floor((lo + hi + 1) / 2) for negative values too */
            int s = lo + hi + 1;
            beta = s >= 0 ? s / 2 : -((-s + 1) / 2);
            if (beta <= lo) beta = lo + 1;
        }
        S->st = start;
        int v = search(S, beta, 1);
        if (v >= beta) {
            lo = v < hi ? v : hi;
            g = lo + 1;
        } else {
            hi = v > lo ? v : lo;
            g = hi;
        }
    }
    S->st = start;
    if (hi > lo) lo += (hi - lo) / 2;
    if (lo < wlo) lo = wlo;
    if (lo > whi) lo = whi;
    return lo;
}

static PyObject *Solver_value(SolverObject *S, PyObject *args) {
    /* (hands, to_move, trick, trump, taken, sp, ntricks[, guess[, wlo, whi[, tol[, slope8]]]]):
       the tolerance grows by slope8 / 8 per point of distance from the guess */
    PyObject *state = PyTuple_GetSlice(args, 0, 7);
    if (!state) return NULL;
    int guess = -INF, wlo = -INF, whi = INF, tol = 0, slope8 = 0;
    Py_ssize_t na = PyTuple_GET_SIZE(args);
    if (na >= 8 && PyTuple_GET_ITEM(args, 7) != Py_None) guess = (int)PyLong_AsLong(PyTuple_GET_ITEM(args, 7));
    if (na >= 10) {
        wlo = (int)PyLong_AsLong(PyTuple_GET_ITEM(args, 8));
        whi = (int)PyLong_AsLong(PyTuple_GET_ITEM(args, 9));
    }
    if (na >= 11) tol = (int)PyLong_AsLong(PyTuple_GET_ITEM(args, 10));
    if (na >= 12) slope8 = (int)PyLong_AsLong(PyTuple_GET_ITEM(args, 11));
    if (PyErr_Occurred() || parse_state(S, state, NULL) < 0) {
        Py_DECREF(state);
        return NULL;
    }
    Py_DECREF(state);
    return PyLong_FromLong(exact_value(S, guess, wlo, whi, tol, guess, slope8));
}

static PyObject *Solver_reaches(SolverObject *S, PyObject *args) {
    int need = 0;
    if (parse_state(S, args, &need) < 0) return NULL;
    State start = S->st;
    int v = search(S, need, 1);
    S->st = start;
    return PyBool_FromLong(v >= need);
}

/* [(move code, exact value of the points still to come after it, the move's own gain included)],
   values clamped to [wlo, whi] when those are given */
static PyObject *Solver_move_values(SolverObject *S, PyObject *args) {
    /* (hands, to_move, trick, trump, taken, sp, ntricks[, wlo, whi[, tol, pivot[, slope8]]]):
       with a pivot every move is first tested against it, and the tolerance grows by
       slope8 / 8 per point of distance from it */
    int wlo = -INF, whi = INF, tol = 0, pivot = -INF, slope8 = 0;
    PyObject *state = PyTuple_GetSlice(args, 0, 7);
    if (!state) return NULL;
    if (PyTuple_GET_SIZE(args) >= 9) {
        wlo = (int)PyLong_AsLong(PyTuple_GET_ITEM(args, 7));
        whi = (int)PyLong_AsLong(PyTuple_GET_ITEM(args, 8));
    }
    if (PyTuple_GET_SIZE(args) >= 11) {
        tol = (int)PyLong_AsLong(PyTuple_GET_ITEM(args, 9));
        if (PyTuple_GET_ITEM(args, 10) != Py_None) pivot = (int)PyLong_AsLong(PyTuple_GET_ITEM(args, 10));
    }
    if (PyTuple_GET_SIZE(args) >= 12) slope8 = (int)PyLong_AsLong(PyTuple_GET_ITEM(args, 11));
    if (PyErr_Occurred() || parse_state(S, state, NULL) < 0) {
        Py_DECREF(state);
        return NULL;
    }
    Py_DECREF(state);
    State start = S->st;
    int moves[MAX_MOVES];
    S->all_moves = 1;
    int cnt = gen_moves(S, &start, moves, -1);
    S->all_moves = 0;
    PyObject *out = PyList_New(cnt);
    if (!out) return NULL;
    int guess = -INF;
    for (int i = 0; i < cnt; i++) {
        S->st = start;
        int gain = apply_move(S, &S->st, moves[i]);
        int first = pivot > -INF ? pivot : guess;
        int v = gain + exact_value(S, first > -INF ? first - gain : -INF, wlo - gain, whi - gain, tol,
                                   pivot > -INF ? pivot - gain : -INF, slope8);
        guess = v;
        PyObject *item = Py_BuildValue("(ii)", moves[i], v);
        if (!item) {
            Py_DECREF(out);
            return NULL;
        }
        PyList_SET_ITEM(out, i, item);
    }
    S->st = start;
    return out;
}

/* [(move code, reaches threshold after it)] */
static PyObject *Solver_move_reaches(SolverObject *S, PyObject *args) {
    int need = 0;
    if (parse_state(S, args, &need) < 0) return NULL;
    State start = S->st;
    int moves[MAX_MOVES];
    S->all_moves = 1;
    int cnt = gen_moves(S, &start, moves, -1);
    S->all_moves = 0;
    PyObject *out = PyList_New(cnt);
    if (!out) return NULL;
    for (int i = 0; i < cnt; i++) {
        S->st = start;
        int gain = apply_move(S, &S->st, moves[i]);
        int v = gain + search(S, need - gain, 1);
        PyObject *item = Py_BuildValue("(iO)", moves[i], v >= need ? Py_True : Py_False);
        if (!item) {
            Py_DECREF(out);
            return NULL;
        }
        PyList_SET_ITEM(out, i, item);
    }
    S->st = start;
    return out;
}

static PyObject *Solver_moves(SolverObject *S, PyObject *args) {
    if (parse_state(S, args, NULL) < 0) return NULL;
    int moves[MAX_MOVES];
    S->all_moves = 1;
    int cnt = gen_moves(S, &S->st, moves, -1);
    S->all_moves = 0;
    PyObject *out = PyList_New(cnt);
    if (!out) return NULL;
    for (int i = 0; i < cnt; i++) PyList_SET_ITEM(out, i, PyLong_FromLong(moves[i]));
    return out;
}

static PyObject *Solver_clear(SolverObject *S, PyObject *noargs) {
    S->gen = ++GEN;
    Py_RETURN_NONE;
}

static PyObject *Solver_get_nodes(SolverObject *S, void *closure) { return PyLong_FromLongLong(S->nodes); }
static PyObject *Solver_get_misses(SolverObject *S, void *closure) { return PyLong_FromLongLong(S->misses); }

static int Solver_init(SolverObject *S, PyObject *args, PyObject *kw) {
    /* (n, weights, side, must_beat, must_trump, queen_only, meld_req, on_someone, no_meld_first,
        aside, slam_player, slam, stock, cover, tops) */
    int n, side, must_beat, mt, queen_only, meld_req, on_someone, no_meld_first, aside, slam_player, slam;
    PyObject *weights, *stock, *cover;
    unsigned long long tops;
    if (!PyArg_ParseTuple(args, "iOiiiiiiiiiiOOK", &n, &weights, &side, &must_beat, &mt, &queen_only,
                          &meld_req, &on_someone, &no_meld_first, &aside, &slam_player, &slam, &stock, &cover,
                          &tops))
        return -1;
    if (n < 2 || n > 4 || mt < 0 || mt > 2 || slam_player < -1 || slam_player >= n) {
        PyErr_SetString(PyExc_ValueError, "bad solver configuration");
        return -1;
    }
    S->n = n;
    PyObject *ws = PySequence_Fast(weights, "weights: a sequence");
    if (!ws) return -1;
    if (PySequence_Fast_GET_SIZE(ws) != n) {
        Py_DECREF(ws);
        PyErr_SetString(PyExc_ValueError, "weights: one per player");
        return -1;
    }
    S->wmax = -1000;
    S->wmin = 1000;
    for (int p = 0; p < 4; p++) S->w[p] = 0;
    for (int p = 0; p < n; p++) {
        S->w[p] = (int)PyLong_AsLong(PySequence_Fast_GET_ITEM(ws, p));
        if (S->w[p] > S->wmax) S->wmax = S->w[p];
        if (S->w[p] < S->wmin) S->wmin = S->w[p];
    }
    Py_DECREF(ws);
    if (PyErr_Occurred()) return -1;
    if (S->wmax < 0) S->wmax = 0;
    if (S->wmin > 0) S->wmin = 0;
    S->side = side;
    S->must_beat = must_beat;
    S->mt = mt;
    S->queen_only = queen_only;
    S->meld_req = meld_req;
    S->on_someone = on_someone;
    S->no_meld_first = no_meld_first;
    S->aside = aside;
    S->slam_player = slam_player < 0 ? 0 : slam_player;
    S->slam = slam_player < 0 ? 0 : slam;
    PyObject *ss = PySequence_Fast(stock, "stock: a sequence of cards");
    if (!ss) return -1;
    Py_ssize_t sl = PySequence_Fast_GET_SIZE(ss);
    if (sl > 32) {
        Py_DECREF(ss);
        PyErr_SetString(PyExc_ValueError, "stock too long");
        return -1;
    }
    S->stock_len = (int)sl;
    for (int i = 0; i < sl; i++) S->stock[i] = (int)PyLong_AsLong(PySequence_Fast_GET_ITEM(ss, i));
    Py_DECREF(ss);
    S->stock_rest[sl] = 0;
    for (int i = (int)sl - 1; i >= 0; i--) S->stock_rest[i] = S->stock_rest[i + 1] | (1u << S->stock[i]);
    PyObject *cs = PySequence_Fast(cover, "cover: 32 cards or -1");
    if (!cs) return -1;
    for (int c = 0; c < 32; c++) S->cover[c] = -1;
    Py_ssize_t cl = PySequence_Fast_GET_SIZE(cs);
    for (int c = 0; c < cl && c < 32; c++) S->cover[c] = (int8_t)PyLong_AsLong(PySequence_Fast_GET_ITEM(cs, c));
    Py_DECREF(cs);
    if (PyErr_Occurred()) return -1;
    S->tops = (u32)tops;
    S->track = meld_req || S->slam;
    /* rank equivalence needs the maximisers' weights equal, the minimisers' equal and not higher */
    {
        int wmx = -1000, wmn = 1000, ok = 1;
        for (int p = 0; p < n; p++) {
            if (side >> p & 1) {
                if (wmx == -1000) wmx = S->w[p];
                else if (wmx != S->w[p]) ok = 0;
            } else {
                if (wmn == 1000) wmn = S->w[p];
                else if (wmn != S->w[p]) ok = 0;
            }
        }
        if (wmx != -1000 && wmn != 1000 && wmx < wmn) ok = 0;
        S->equiv = ok;
        S->w1 = wmx == -1000 ? 0 : wmx;
        S->w0 = wmn == 1000 ? 0 : wmn;
        S->sure_ok = ok && wmx != -1000 && wmn != 1000 && wmn <= 0 && sl == 0 && tops == 0 && !on_someone;
    }
    /* face-up cards with a card under them; queens and kings where they may meet their partner
       later (a stock, table piles, melds on someone) */
    S->single = S->tops;
    if (S->stock_len > 0 || S->tops != 0 || on_someone)
        for (int s = 0; s < 4; s++) S->single |= (1u << (s * 8 + QUEEN)) | (1u << (s * 8 + KING));
    S->gen = ++GEN;
    S->nodes = 0;
    S->misses = 0;
    return 0;
}

static PyMethodDef Solver_methods[] = {
    {"value", (PyCFunction)Solver_value, METH_VARARGS,
     "value(hands, to_move, trick, trump, taken, sp, ntricks[, guess[, lo, hi[, tol]]]) -> points still"
     " to come (clamped to [lo, hi], within tol)"},
    {"reaches", (PyCFunction)Solver_reaches, METH_VARARGS,
     "reaches(hands, to_move, trick, trump, taken, sp, ntricks, need) -> bool"},
    {"move_values", (PyCFunction)Solver_move_values, METH_VARARGS,
     "move_values(hands, to_move, trick, trump, taken, sp, ntricks[, lo, hi[, tol, pivot]]) -> [(move, value)]"},
    {"move_reaches", (PyCFunction)Solver_move_reaches, METH_VARARGS,
     "move_reaches(hands, to_move, trick, trump, taken, sp, ntricks, need) -> [(move, bool)]"},
    {"moves", (PyCFunction)Solver_moves, METH_VARARGS, "moves(...) -> legal move codes (card, +32 a marriage)"},
    {"clear", (PyCFunction)Solver_clear, METH_NOARGS, "forget the table (another world)"},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Solver_getset[] = {
    {"nodes", (getter)Solver_get_nodes, NULL, "trick starts visited", NULL},
    {"misses", (getter)Solver_get_misses, NULL, "trick starts searched (not found in the table)", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject SolverType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "tysiac_engine.ai._dd.Solver",
    .tp_basicsize = sizeof(SolverObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Open-hand solver of one world's rules (see general.py for the model)",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Solver_init,
    .tp_methods = Solver_methods,
    .tp_getset = Solver_getset,
};

/* trick_step(trick, trump, move): the core's own step of a trick (judge_trick, trick_play), for the
   differential test against legality.TrickState: (index of the winning card, that card, trump) */
static PyObject *dd_trick_step(PyObject *self, PyObject *args) {
    PyObject *trick;
    int trump, move;
    if (!PyArg_ParseTuple(args, "Oii", &trick, &trump, &move)) return NULL;
    PyObject *ts = PySequence_Fast(trick, "trick: a sequence of cards");
    if (!ts) return NULL;
    Py_ssize_t tl = PySequence_Fast_GET_SIZE(ts);
    if (tl > 3 || trump < -1 || trump > 3 || move < 0 || move > 63) {
        Py_DECREF(ts);
        PyErr_SetString(PyExc_ValueError, "inconsistent trick");
        return NULL;
    }
    State st;
    memset(&st, 0, sizeof(State));
    st.trump = trump;
    for (Py_ssize_t i = 0; i < tl; i++) {
        long c = PyLong_AsLong(PySequence_Fast_GET_ITEM(ts, i));
        if (c < 0 || c > 31) {
            Py_DECREF(ts);
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "trick card out of range");
            return NULL;
        }
        st.trick[st.tlen++] = (int)c;
    }
    Py_DECREF(ts);
    int best = tl ? judge_trick(&st) : 0;
    best = trick_play(&st, move & 31, move & MELD, best);
    return Py_BuildValue("iii", best, st.trick[best], st.trump);
}

static PyMethodDef dd_functions[] = {
    {"trick_step", dd_trick_step, METH_VARARGS,
     "trick_step(trick, trump, move) -> (index of the winning card, the card, trump) after move"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef ddmodule = {
    PyModuleDef_HEAD_INIT, "_dd", "Compiled core of the open-hand solver", -1, dd_functions,
};

PyMODINIT_FUNC PyInit__dd(void) {
    static const int rp[8] = {0, 0, 0, 2, 3, 4, 10, 11};
    for (int c = 0; c < 32; c++) {
        PTS[c] = rp[c & 7];
        u32 suit = 0xFFu << ((c >> 3) * 8);
        HIGHER[c] = suit & ~((2u << c) - 1u);
        if ((c & 7) == 7) HIGHER[c] = 0;
    }
    for (int s = 0; s < 4; s++) SUITM[s] = 0xFFu << (s * 8);
    for (int b = 0; b < 256; b++) {
        int t = 0;
        for (int r = 0; r < 8; r++)
            if (b >> r & 1) t += rp[r];
        SUITPTS[b] = t;
        for (int s = 0; s < 4; s++) {
            u32 x = 0;
            for (int r = 0; r < 8; r++)
                if (b >> r & 1) x |= 1u << (r * 4 + s);
            RANKMAJOR[s][b] = x;
        }
    }
    if (TT == NULL) {
        TT = (Entry *)PyMem_RawCalloc(TT_SIZE, sizeof(Entry));
        if (TT == NULL) return PyErr_NoMemory();
    }
    if (PyType_Ready(&SolverType) < 0) return NULL;
    PyObject *m = PyModule_Create(&ddmodule);
    if (m == NULL) return NULL;
    Py_INCREF(&SolverType);
    if (PyModule_AddObject(m, "Solver", (PyObject *)&SolverType) < 0) {
        Py_DECREF(&SolverType);
        Py_DECREF(m);
        return NULL;
    }
    PyModule_AddIntConstant(m, "INF", INF);
    return m;
}
