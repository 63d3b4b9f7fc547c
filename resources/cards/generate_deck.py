#!/usr/bin/env python3
"""Generate the Meja Kartu playing-card deck.

Writes ``mejakartu-deck.svg`` next to this script: one SVG document holding
every card as its own ``<g id="...">`` element (KDE card-deck id scheme), so
that ``QSvgRenderer::render(painter, id)`` and ``boundsOnElement(id)`` can
draw any single card.

Only the Python standard library is used.  The output is deterministic: the
same script always writes byte-identical SVG.

The drawing sticks to the subset of SVG that QtSvg (SVG Tiny 1.2) renders:
paths, rects, circles, ellipses, groups with transforms, linear and radial
gradients, and ``<use>`` references to ``<defs>``.  There is no text (the
indices are drawn as stroked paths), no ``<pattern>``, no clip paths, masks
or filters; batik fills are explicit repeated shapes cut to their outline by
the script itself.
"""

import math
import os
import sys

# ---------------------------------------------------------------------------
# Geometry of the sheet
# ---------------------------------------------------------------------------

CARD_W = 250
CARD_H = 350
CORNER_R = 12
GAP = 10
COLS = 13
CX = CARD_W / 2  # card centre, used for the 180 degree turn of mirrored art
CY = CARD_H / 2

# ---------------------------------------------------------------------------
# Palette
# ---------------------------------------------------------------------------

RED = "#c8102e"
BLACK = "#1c1b22"
GOLD = "#d9a52e"
GOLD_LIGHT = "#f3d47a"
GOLD_DARK = "#8f6512"
INDIGO = "#233070"
INDIGO_DARK = "#121a45"
SOGAN = "#7b4a1f"
GREEN = "#2c6a4b"
CREAM = "#fffdf6"
PAPER = "#fbf3df"
SKIN = "#f1c898"
SKIN_SHADE = "#d9a06a"
INK = "#2a1a10"
WHITE = "#ffffff"

SUITS = ["club", "diamond", "heart", "spade"]
SUIT_COLOUR = {"club": BLACK, "spade": BLACK, "heart": RED, "diamond": RED}
# second colour of the court garments, a quiet hint of the suit
SUIT_ACCENT = {"heart": INDIGO, "diamond": SOGAN, "club": GREEN, "spade": INDIGO}
COLOUR_KEY = {RED: "r", BLACK: "k"}

# The four-colour deck (``mejakartu-deck-4colour.svg``): clubs green and diamonds blue, as on four-colour poker
# decks, so that no two suits share a colour.  Hearts, spades, the jokers and the back stay as they are; the
# clubs' court garments take the sogan brown as their second colour, since green is now their first.
CLUB_GREEN = "#12813a"
DIAMOND_BLUE = "#1457c8"
FOUR_COLOUR = {
    "colour": {"club": CLUB_GREEN, "spade": BLACK, "heart": RED, "diamond": DIAMOND_BLUE},
    "accent": {"heart": INDIGO, "diamond": SOGAN, "club": SOGAN, "spade": INDIGO},
    "key": {CLUB_GREEN: "g", DIAMOND_BLUE: "b"},
}

RANK_IDS = {1: "1", 2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8",
            9: "9", 10: "10", 11: "jack", 12: "queen", 13: "king"}
RANK_LABEL = {1: "A", 11: "J", 12: "Q", 13: "K"}


# ---------------------------------------------------------------------------
# Small helpers
# ---------------------------------------------------------------------------

def f(v):
    """Compact number formatting (two decimals at most)."""
    s = "%.2f" % v
    s = s.rstrip("0").rstrip(".")
    if s in ("-0", ""):
        s = "0"
    return s


def pts(points, close=True):
    """Path data for a polygon."""
    d = "M" + " L".join("%s,%s" % (f(x), f(y)) for x, y in points)
    return d + ("Z" if close else "")


def attrs(**kw):
    out = []
    for k, v in kw.items():
        if v is None:
            continue
        k = k.rstrip("_").replace("_", "-")
        if k == "xlink-href":
            k = "xlink:href"
        out.append('%s="%s"' % (k, v))
    return " ".join(out)


def path(d, **kw):
    return "<path d=\"%s\" %s/>" % (d, attrs(**kw))


def use(ref, **kw):
    return "<use %s/>" % attrs(xlink_href="#" + ref, **kw)


def circle(cx, cy, r, **kw):
    return "<circle cx=\"%s\" cy=\"%s\" r=\"%s\" %s/>" % (f(cx), f(cy), f(r), attrs(**kw))


def ellipse(cx, cy, rx, ry, **kw):
    return "<ellipse cx=\"%s\" cy=\"%s\" rx=\"%s\" ry=\"%s\" %s/>" % (
        f(cx), f(cy), f(rx), f(ry), attrs(**kw))


def rect(x, y, w, h, rx=0, **kw):
    r = ' rx="%s"' % f(rx) if rx else ""
    return "<rect x=\"%s\" y=\"%s\" width=\"%s\" height=\"%s\"%s %s/>" % (
        f(x), f(y), f(w), f(h), r, attrs(**kw))


def group(children, **kw):
    a = attrs(**kw)
    return "<g%s>%s</g>" % ((" " + a) if a else "", "".join(children))


def tr(x, y, k=None, rot=None):
    s = "translate(%s,%s)" % (f(x), f(y))
    if rot:
        s += " rotate(%s)" % f(rot)
    if k is not None and k != 1:
        s += " scale(%s)" % f(k)
    return s


TURN = "rotate(180 %s %s)" % (f(CX), f(CY))


def bezier(p0, p1, p2, p3, n=12):
    """Sample a cubic Bezier segment (without its first point)."""
    out = []
    for i in range(1, n + 1):
        t = i / n
        a = (1 - t) ** 3
        b = 3 * (1 - t) ** 2 * t
        c = 3 * (1 - t) * t * t
        e = t ** 3
        out.append((a * p0[0] + b * p1[0] + c * p2[0] + e * p3[0],
                    a * p0[1] + b * p1[1] + c * p2[1] + e * p3[1]))
    return out


def poly_from_beziers(start, segs, n=12):
    """A polygon from a start point and a list of segments.  Each segment is
    either a single point (straight line) or a triple of points (cubic)."""
    out = [start]
    cur = start
    for s in segs:
        if len(s) == 3 and isinstance(s[0], tuple):
            out.extend(bezier(cur, s[0], s[1], s[2], n))
            cur = s[2]
        else:
            out.append(s)
            cur = s
    return out


def mirror_x(points, cx=CX):
    return [(2 * cx - x, y) for x, y in points]


def clip_polygon(subject, clip):
    """Sutherland-Hodgman: cut polygon ``subject`` to the convex polygon
    ``clip`` (either winding)."""
    def area(p):
        return sum(p[i][0] * p[(i + 1) % len(p)][1] - p[(i + 1) % len(p)][0] * p[i][1]
                   for i in range(len(p)))
    if area(clip) < 0:
        clip = list(reversed(clip))

    def inside(p, a, b):
        return (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]) >= 0

    def inter(p, q, a, b):
        x1, y1 = p
        x2, y2 = q
        x3, y3 = a
        x4, y4 = b
        den = (x1 - x2) * (y3 - y4) - (y1 - y2) * (x3 - x4)
        if abs(den) < 1e-12:
            return q
        t = ((x1 - x3) * (y3 - y4) - (y1 - y3) * (x3 - x4)) / den
        return (x1 + t * (x2 - x1), y1 + t * (y2 - y1))

    out = list(subject)
    for i in range(len(clip)):
        a = clip[i]
        b = clip[(i + 1) % len(clip)]
        inp = out
        out = []
        if not inp:
            break
        s = inp[-1]
        for e in inp:
            if inside(e, a, b):
                if not inside(s, a, b):
                    out.append(inter(s, e, a, b))
                out.append(e)
            elif inside(s, a, b):
                out.append(inter(s, e, a, b))
            s = e
    return out


def point_in_poly(p, poly):
    x, y = p
    inside = False
    j = len(poly) - 1
    for i in range(len(poly)):
        xi, yi = poly[i]
        xj, yj = poly[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


def stripes_in(shape, angle, width, period, offset=0.0):
    """Parallel bands (``width`` wide, every ``period``) at ``angle`` degrees,
    cut to ``shape``.  Returns path data (several subpaths)."""
    xs = [p[0] for p in shape]
    ys = [p[1] for p in shape]
    cx = (min(xs) + max(xs)) / 2
    cy = (min(ys) + max(ys)) / 2
    rad = math.hypot(max(xs) - min(xs), max(ys) - min(ys))
    a = math.radians(angle)
    ux, uy = math.cos(a), math.sin(a)      # along the band
    nx, ny = -uy, ux                       # across the band
    d = []
    k = -rad + offset
    while k < rad:
        p0 = (cx + nx * k - ux * rad, cy + ny * k - uy * rad)
        p1 = (cx + nx * k + ux * rad, cy + ny * k + uy * rad)
        p2 = (p1[0] + nx * width, p1[1] + ny * width)
        p3 = (p0[0] + nx * width, p0[1] + ny * width)
        # the band is convex, so cut the shape to the band
        piece = clip_polygon(shape, [p0, p1, p2, p3])
        if len(piece) >= 3:
            d.append(pts(piece))
        k += period
    return "".join(d)


def wavy_bands(convex, angle, width, period, amp, wave, offset=0.0):
    """Bands with sinuous edges (a lereng / parang rhythm) cut to the convex
    polygon ``convex``."""
    xs = [p[0] for p in convex]
    ys = [p[1] for p in convex]
    cx = (min(xs) + max(xs)) / 2
    cy = (min(ys) + max(ys)) / 2
    rad = math.hypot(max(xs) - min(xs), max(ys) - min(ys))
    a = math.radians(angle)
    ux, uy = math.cos(a), math.sin(a)
    nx, ny = -uy, ux
    d = []
    k = -rad + offset
    steps = 48
    while k < rad:
        edge0, edge1 = [], []
        for i in range(steps + 1):
            s = -rad + 2 * rad * i / steps
            w = amp * math.sin(2 * math.pi * s / wave)
            edge0.append((cx + ux * s + nx * (k + w), cy + uy * s + ny * (k + w)))
            edge1.append((cx + ux * s + nx * (k + width + w), cy + uy * s + ny * (k + width + w)))
        band = edge0 + list(reversed(edge1))
        piece = clip_polygon(band, convex)
        if len(piece) >= 3:
            d.append(pts(piece))
        k += period
    return "".join(d)


def scatter_in(shape, step, margin, stagger=True, origin=(0, 0)):
    """Grid points whose ``margin`` neighbourhood lies inside ``shape``."""
    xs = [p[0] for p in shape]
    ys = [p[1] for p in shape]
    out = []
    j = 0
    y = origin[1] + math.floor((min(ys) - origin[1]) / step) * step
    while y <= max(ys):
        shift = step / 2 if (stagger and j % 2) else 0
        x = origin[0] + math.floor((min(xs) - origin[0]) / step) * step + shift
        while x <= max(xs):
            ok = all(point_in_poly((x + dx, y + dy), shape)
                     for dx, dy in ((margin, 0), (-margin, 0), (0, margin), (0, -margin),
                                    (0.7 * margin, 0.7 * margin), (-0.7 * margin, 0.7 * margin),
                                    (0.7 * margin, -0.7 * margin), (-0.7 * margin, -0.7 * margin)))
            if ok:
                out.append((x, y))
            x += step
        y += step
        j += 1
    return out


# ---------------------------------------------------------------------------
# Suit symbols, drawn in a 100 x 100 box centred on the origin
# ---------------------------------------------------------------------------

SUIT_PATH = {
    "heart": ("M0,47 C-9,33 -50,10 -50,-18 C-50,-37 -37,-48 -24,-48 "
              "C-12,-48 -4,-41 0,-30 C4,-41 12,-48 24,-48 "
              "C37,-48 50,-37 50,-18 C50,10 9,33 0,47Z"),
    "diamond": "M0,-50 C10,-32 24,-15 40,0 C24,15 10,32 0,50 C-10,32 -24,15 -40,0 C-24,-15 -10,-32 0,-50Z",
    "spade": ("M0,-50 C12,-30 48,-16 48,10 C48,28 36,37 23,37 "
              "C14,37 7,33 4,27 C5,38 9,45 17,50 L-17,50 "
              "C-9,45 -5,38 -4,27 C-7,33 -14,37 -23,37 "
              "C-36,37 -48,28 -48,10 C-48,-16 -12,-30 0,-50Z"),
    "club": ("M0,-49 C12,-49 22,-40 22,-27 C22,-20 19,-14 15,-10 "
             "C18,-12 22,-13 26,-13 C38,-13 48,-4 48,9 C48,22 38,31 26,31 "
             "C16,31 9,26 5,19 C6,33 10,43 18,50 L-18,50 "
             "C-10,43 -6,33 -5,19 C-9,26 -16,31 -26,31 "
             "C-38,31 -48,22 -48,9 C-48,-4 -38,-13 -26,-13 "
             "C-22,-13 -18,-12 -15,-10 C-19,-14 -22,-20 -22,-27 "
             "C-22,-40 -12,-49 0,-49Z"),
}


def suit_defs():
    out = []
    for s in SUITS:
        out.append(path(SUIT_PATH[s], id="suit_" + s, fill=SUIT_COLOUR[s]))
        # gold version for ornaments
        out.append(path(SUIT_PATH[s], id="suitg_" + s, fill=GOLD))
    return out


def pip(suit, x, y, size, turn=False, ref=None):
    """A suit symbol ``size`` units wide centred on (x, y)."""
    t = tr(x, y, size / 100.0, 180 if turn else None)
    return use(ref or ("suit_" + suit), transform=t)


# ---------------------------------------------------------------------------
# Index glyphs: a bold monoline alphabet, drawn as stroked centre lines in a
# box 100 units tall.  ``width`` is the width of the centre-line box.
# ---------------------------------------------------------------------------

GLYPH_STROKE = 18
GLYPHS = {
    "A": (56, "M0,100 L22,0 L34,0 L56,100 M9,66 L47,66"),
    "2": (56, "M2,27 C2,10 14,0 28,0 C44,0 54,10 54,27 C54,45 40,57 0,100 L56,100"),
    "3": (56, "M4,0 L52,0 L25,40 C44,38 56,51 56,68 C56,88 44,100 28,100 C16,100 6,94 0,84"),
    "4": (58, "M44,100 L44,0 L38,0 L0,68 L58,68"),
    "5": (56, "M52,0 L11,0 L7,45 C14,39 22,36 30,36 C46,36 56,50 56,68 C56,88 44,100 28,100 C16,100 6,94 0,84"),
    "6": (56, "M51,6 C45,2 38,0 32,0 C12,0 2,22 2,54 C2,84 12,100 30,100 C46,100 56,88 56,69 "
              "C56,50 46,39 30,39 C16,39 6,46 2,58"),
    "7": (56, "M0,0 L56,0 C40,26 27,60 23,100"),
    "8": (56, "M28,0 C42,0 51,10 51,23 C51,36 41,46 28,46 C13,46 0,56 0,72 C0,89 13,100 28,100 "
              "C43,100 56,89 56,72 C56,56 43,46 28,46 C15,46 5,36 5,23 C5,10 14,0 28,0Z"),
    "9": (56, "M5,94 C11,98 18,100 24,100 C44,100 54,78 54,46 C54,16 44,0 26,0 C10,0 0,12 0,31 "
              "C0,50 10,61 26,61 C40,61 50,54 54,42"),
    "1n": (16, "M0,15 L16,0 L16,100"),
    "0n": (38, "M19,0 C33,0 38,22 38,50 C38,78 33,100 19,100 C5,100 0,78 0,50 C0,22 5,0 19,0Z"),
    "J": (50, "M14,0 L50,0 L50,68 C50,90 40,100 26,100 C12,100 3,92 0,79"),
    "Q": (60, "M30,0 C50,0 60,22 60,50 C60,78 50,100 30,100 C10,100 0,78 0,50 C0,22 10,0 30,0Z M37,68 L62,104"),
    "K": (56, "M2,0 L2,100 M54,0 L4,64 M22,42 L56,100"),
    "O": (58, "M29,0 C49,0 58,22 58,50 C58,78 49,100 29,100 C9,100 0,78 0,50 C0,22 9,0 29,0Z"),
    "E": (50, "M50,0 L2,0 L2,100 L50,100 M2,48 L42,48"),
    "R": (54, "M2,100 L2,0 L28,0 C45,0 54,11 54,27 C54,43 45,54 28,54 L2,54 M26,54 L54,100"),
    "M": (62, "M2,100 L2,0 L31,72 L60,0 L60,100"),
    "T": (58, "M0,0 L58,0 M29,0 L29,100"),
    "U": (56, "M2,0 L2,64 C2,88 12,100 28,100 C44,100 54,88 54,64 L54,0"),
}
COMPOSITE = {"10": [("1n", 0), ("0n", 38)]}   # condensed ten: 1 and 0 kerned close


def glyph_defs(colours):
    out = []
    for key, (w, d) in GLYPHS.items():
        for c in colours:
            out.append(path(d, id="gl_%s_%s" % (key, COLOUR_KEY.get(c, c.strip("#"))), fill="none",
                            stroke=c, stroke_width=GLYPH_STROKE, stroke_linejoin="miter",
                            stroke_miterlimit="3", stroke_linecap="butt"))
    return out


def glyph_width(key):
    if key in COMPOSITE:
        last, off = COMPOSITE[key][-1]
        return off + GLYPHS[last][0]
    return GLYPHS[key][0]


def glyph_use(key, colour, x, y, height):
    """Place glyph ``key`` with its outer (inked) box top-left at (x, y) and
    ``height`` units tall.  Returns (svg, inked width)."""
    k = height / (100.0 + GLYPH_STROKE)
    h = GLYPH_STROKE / 2
    ck = COLOUR_KEY.get(colour, colour.strip("#"))
    parts = COMPOSITE.get(key, [(key, 0)])
    out = []
    for g, off in parts:
        out.append(use("gl_%s_%s" % (g, ck), transform=tr(x + (h + off) * k, y + h * k, k)))
    return "".join(out), (glyph_width(key) + GLYPH_STROKE) * k


def glyph_centered(key, colour, cx, y, height):
    k = height / (100.0 + GLYPH_STROKE)
    w = (glyph_width(key) + GLYPH_STROKE) * k
    return glyph_use(key, colour, cx - w / 2, y, height)[0]


# ---------------------------------------------------------------------------
# Card frame and corner index
# ---------------------------------------------------------------------------

INDEX_CX = 29          # centre line of the corner index column
INDEX_TOP = 12
INDEX_H = 56           # inked height of the rank
INDEX_PIP = 34         # width of the small suit symbol under the rank


def card_base():
    return (rect(0, 0, CARD_W, CARD_H, CORNER_R, fill="#5c554b") +
            rect(1.6, 1.6, CARD_W - 3.2, CARD_H - 3.2, CORNER_R - 1.6, fill=CREAM))


def corner_def(rank, suit):
    colour = SUIT_COLOUR[suit]
    label = RANK_LABEL.get(rank, str(rank))
    out = [glyph_centered(label, colour, INDEX_CX, INDEX_TOP, INDEX_H)]
    out.append(pip(suit, INDEX_CX, INDEX_TOP + INDEX_H + 6 + INDEX_PIP / 2, INDEX_PIP))
    return group(out, id="corner_%s_%s" % (RANK_IDS[rank], suit))


def corners(ref):
    return use(ref) + use(ref, transform=TURN)


# ---------------------------------------------------------------------------
# Number cards
# ---------------------------------------------------------------------------

COL_L, COL_C, COL_R = 80, 125, 170
ROW4 = [70, 138.67, 211.33, 280]          # four rows, top to bottom
ROW3 = [70, 175, 280]
PIP_W = 44

LAYOUT = {
    2: [(COL_C, ROW3[0]), (COL_C, ROW3[2])],
    3: [(COL_C, ROW3[0]), (COL_C, ROW3[1]), (COL_C, ROW3[2])],
    4: [(c, r) for r in (ROW3[0], ROW3[2]) for c in (COL_L, COL_R)],
    5: [(c, r) for r in (ROW3[0], ROW3[2]) for c in (COL_L, COL_R)] + [(COL_C, ROW3[1])],
    6: [(c, r) for r in ROW3 for c in (COL_L, COL_R)],
    7: [(c, r) for r in ROW3 for c in (COL_L, COL_R)] + [(COL_C, (ROW3[0] + ROW3[1]) / 2)],
    8: [(c, r) for r in ROW3 for c in (COL_L, COL_R)] + [(COL_C, (ROW3[0] + ROW3[1]) / 2),
                                                        (COL_C, (ROW3[1] + ROW3[2]) / 2)],
    9: [(c, r) for r in ROW4 for c in (COL_L, COL_R)] + [(COL_C, ROW3[1])],
    10: [(c, r) for r in ROW4 for c in (COL_L, COL_R)] + [(COL_C, (ROW4[0] + ROW4[1]) / 2),
                                                         (COL_C, (ROW4[2] + ROW4[3]) / 2)],
}


def number_face(rank, suit):
    out = []
    for x, y in LAYOUT[rank]:
        out.append(pip(suit, x, y, PIP_W, turn=y > CY + 0.01))
    return out


# ---------------------------------------------------------------------------
# Court cards: a framed, mirrored bust in a Javanese / wayang manner
# ---------------------------------------------------------------------------

FR_X0, FR_X1, FR_Y0, FR_Y1 = 58, 192, 14, 336
OUTLINE = dict(stroke=INK, stroke_width="1.1", stroke_linejoin="round")


def symmetric(left, cx=CX):
    """Close a left-half outline (top centre first, bottom centre last) with
    its mirror image."""
    right = [(2 * cx - x, y) for x, y in reversed(left)]
    return left + right


def kawung_def(ident, petal, edge, dot):
    """One kawung flower (four palm-fruit petals round a dot), 20 units."""
    out = []
    for ang in (45, 135, 225, 315):
        a = math.radians(ang)
        out.append(ellipse(5.9 * math.cos(a), 5.9 * math.sin(a), 5.1, 3.3, fill=petal, stroke=edge,
                           stroke_width="0.9", transform="rotate(%d %s %s)" % (
                               ang, f(5.9 * math.cos(a)), f(5.9 * math.sin(a)))))
    out.append(circle(0, 0, 1.5, fill=dot))
    return group(out, id=ident)


def truntum_def(ident, colour):
    """A small truntum star flower."""
    d = []
    for i in range(8):
        a = math.radians(i * 45)
        r = 5 if i % 2 == 0 else 2
        d.append((r * math.cos(a), r * math.sin(a)))
    return group([path(pts(d), fill=colour), circle(0, 0, 1.1, fill=CREAM)], id=ident)


def kris(base, tip, waves=7):
    """A keris: wavy blade from ``base`` to ``tip``, guard and hilt."""
    bx, by = base
    tx, ty = tip
    length = math.hypot(tx - bx, ty - by)
    ux, uy = (tx - bx) / length, (ty - by) / length
    nx, ny = -uy, ux
    left, right, centre = [], [], []
    n = 60
    for i in range(n + 1):
        t = i / n
        amp = 2.4 * min(1.0, t / 0.12) * (1 - 0.4 * t)
        off = amp * math.sin(2 * math.pi * (waves / 2.0) * t)
        hw = 4.6 * (1 - t) ** 0.8 + 0.3
        cxp = bx + ux * length * t + nx * off
        cyp = by + uy * length * t + ny * off
        centre.append((cxp, cyp))
        left.append((cxp + nx * hw, cyp + ny * hw))
        right.append((cxp - nx * hw, cyp - ny * hw))
    blade = left + [tip] + list(reversed(right))
    out = [path(pts(blade), fill="url(#steel)", stroke="#3c444b", stroke_width="0.7")]
    out.append(path(pts(centre[4:-6], close=False), fill="none", stroke="#f4f7f9", stroke_width="0.7"))
    # guard (ganja), wider on one side
    g = [(bx - nx * 8 - ux * 0.5, by - ny * 8 - uy * 0.5), (bx + nx * 9, by + ny * 9),
         (bx + nx * 8 - ux * 4, by + ny * 8 - uy * 4), (bx - nx * 6 - ux * 4, by - ny * 6 - uy * 4)]
    out.append(path(pts(g), fill=GOLD, stroke=GOLD_DARK, stroke_width="0.8"))
    # hilt (deder), bending forward like a bowed figure
    hb = (bx - ux * 4, by - uy * 4)
    he = (bx - ux * 22 + nx * 5, by - uy * 22 + ny * 5)
    hilt = "M%s,%s C%s,%s %s,%s %s,%s" % (f(hb[0]), f(hb[1]), f(hb[0] - ux * 8), f(hb[1] - uy * 8),
                                          f(he[0] - nx * 6), f(he[1] - ny * 6), f(he[0]), f(he[1]))
    out.append(path(hilt, fill="none", stroke="#4a2a10", stroke_width="6.5", stroke_linecap="round"))
    out.append(path(hilt, fill="none", stroke="#8a5a2b", stroke_width="2", stroke_linecap="round"))
    return out


def fist(x, y, w=16, h=13):
    out = [rect(x - w / 2, y - h / 2, w, h, 5, fill=SKIN, **OUTLINE)]
    for i in range(1, 3):
        yy = y - h / 2 + i * h / 3
        out.append(path("M%s,%s L%s,%s" % (f(x - w / 2 + 1.5), f(yy), f(x + w / 2 - 5), f(yy)),
                        stroke=INK, stroke_width="0.8", fill="none"))
    return out


def forearm(hx, hy, fill, cuff=GOLD):
    """A forearm rising from below the divider to a fist at (hx, hy)."""
    arm = [(hx - 6, hy + 4), (hx + 7, hy + 2), (hx + 17, CY), (hx - 1, CY)]
    out = [path(pts(arm), fill=fill, **OUTLINE)]
    out.append(path("M%s,%s L%s,%s" % (f(hx - 5), f(hy + 9), f(hx + 9.5), f(hy + 7)), stroke=cuff,
                    stroke_width="3"))
    return out


def face_parts(kind):
    """Face, ears and neck, centred on x = 125."""
    out = []
    # neck
    out.append(path("M116,96 L116,119 L134,119 L134,96Z", fill=SKIN))
    out.append(path("M116,96 L116,111 M134,96 L134,111", fill="none", **OUTLINE))
    out.append(path("M118,108 C122,112 128,112 132,108", fill="none", stroke=SKIN_SHADE, stroke_width="1.2"))
    # ears
    for x in (107.5, 142.5):
        out.append(ellipse(x, 81, 4.2, 7, fill=SKIN, **OUTLINE))
    out.append(path("M125,57 C137,57 143,66 143,78 C143,92 135,104 125,104 "
                    "C115,104 107,92 107,78 C107,66 113,57 125,57Z", fill="url(#skin)", **OUTLINE))
    # eyes: narrow almond (liyepan) for all three; brows tell them apart
    for sgn in (-1, 1):
        ex = 125 + sgn * 8
        eye = "M%s,80 C%s,76.5 %s,76 %s,78.5 C%s,80.8 %s,81.3 %s,80Z" % (
            f(ex - sgn * 5.5), f(ex - sgn * 3), f(ex + sgn * 2.5), f(ex + sgn * 5),
            f(ex + sgn * 2), f(ex - sgn * 2.5), f(ex - sgn * 5.5))
        out.append(path(eye, fill=WHITE, stroke=INK, stroke_width="0.9"))
        out.append(circle(ex + sgn * 0.3, 78.9, 1.7, fill=INK))
        if kind == "king":
            brow = "M%s,73.5 C%s,70 %s,69.5 %s,72.5" % (f(ex - sgn * 6.5), f(ex - sgn * 3), f(ex + sgn * 3),
                                                     f(ex + sgn * 6.5))
            out.append(path(brow, fill="none", stroke=INK, stroke_width="2.2", stroke_linecap="round"))
        elif kind == "queen":
            brow = "M%s,73.5 C%s,71.2 %s,71 %s,73" % (f(ex - sgn * 5.5), f(ex - sgn * 2), f(ex + sgn * 2),
                                                   f(ex + sgn * 6))
            out.append(path(brow, fill="none", stroke=INK, stroke_width="1.1", stroke_linecap="round"))
        else:
            brow = "M%s,73 L%s,72.2" % (f(ex - sgn * 5.5), f(ex + sgn * 5.5))
            out.append(path(brow, fill="none", stroke=INK, stroke_width="1.6", stroke_linecap="round"))
    # nose
    out.append(path("M125,79 C124.5,84 123,88 122.5,90.5 C124,92 126.5,92 128,90.5",
                    fill="none", stroke=INK, stroke_width="1", stroke_linecap="round"))
    # mouth
    lip = "#b8323b" if kind != "queen" else "#c41e3a"
    out.append(path("M119.5,96.5 C122.5,95 127.5,95 130.5,96.5 C127.5,99.8 122.5,99.8 119.5,96.5Z",
                    fill=lip, stroke=INK, stroke_width="0.6"))
    return out


def sun_rays(cx, cy, n, tone_a, tone_b):
    """Alternating wedge rays behind a figure, kept inside the upper half of
    the court frame."""
    box = [(FR_X0, FR_Y0), (FR_X1, FR_Y0), (FR_X1, CY), (FR_X0, CY)]
    out = []
    for i in range(n):
        a0 = 2 * math.pi * i / n
        a1 = 2 * math.pi * (i + 0.5) / n
        far = 400
        tri = [(cx, cy), (cx + far * math.cos(a0), cy + far * math.sin(a0)),
               (cx + far * math.cos(a1), cy + far * math.sin(a1))]
        piece = clip_polygon(tri, box)
        if len(piece) >= 3:
            out.append(pts(piece))
    return [rect(FR_X0, FR_Y0, FR_X1 - FR_X0, CY - FR_Y0, fill=tone_a), path("".join(out), fill=tone_b)]


def torso_outline(neck_y=108, shoulder_y=124, width=66):
    left = [(125, neck_y), (114, neck_y)]
    left += bezier((114, neck_y), (104, neck_y + 6), (125 - width + 14, shoulder_y - 4),
                   (125 - width + 4, shoulder_y + 8))
    left += bezier(left[-1], (125 - width - 2, shoulder_y + 18), (125 - width - 6, CY - 24),
                   (max(FR_X0 + 1, 125 - width - 8), CY))
    left.append((125, CY))
    # drop the duplicated centre points when mirroring
    full = left[1:-1]
    return [(125, neck_y)] + full + [(125, CY)] + mirror_x(list(reversed(full)))


def half_king(P, A):
    out = []
    out += sun_rays(125, 80, 36, "#f8edd2", "#f1dfb4")
    # praba: a fan of gold plumes rising behind a king's shoulders
    for sgn in (-1, 1):
        px, py = 125 + sgn * 36, 126
        for i, ang in enumerate((-62, -80, -98, -116, -134)):
            a = math.radians(ang if sgn > 0 else 180 - ang)
            ln = 46 - 3 * i
            ex, ey = px + ln * 0.55 * math.cos(a), py + ln * 0.55 * math.sin(a)
            rot = math.degrees(a)
            out.append(ellipse(ex, ey, ln * 0.55, 6.5, fill=GOLD, stroke=GOLD_DARK, stroke_width="0.8",
                               transform="rotate(%s %s %s)" % (f(rot), f(ex), f(ey))))
            out.append(ellipse(ex + 4 * math.cos(a), ey + 4 * math.sin(a), ln * 0.36, 2.6, fill=P,
                               transform="rotate(%s %s %s)" % (f(rot), f(ex + 4 * math.cos(a)),
                                                               f(ey + 4 * math.sin(a)))))
    # robe
    body = torso_outline(108, 122, 56)
    out.append(path(pts(body), fill=P, **OUTLINE))
    # batik chest panel (parang)
    panel = [(108, 116), (142, 116), (152, CY), (98, CY)]
    out.append(path(pts(panel), fill=CREAM, stroke=GOLD_DARK, stroke_width="0.8"))
    out.append(path(wavy_bands(panel, -45, 4.6, 10, 1.3, 7), fill=A))
    out.append(path(wavy_bands(panel, -45, 1.1, 10, 1.3, 7, offset=6.4), fill=GOLD))
    out.append(path(pts(panel), fill="none", stroke=GOLD, stroke_width="2.4"))
    for sgn in (-1, 1):
        lap = [(125 + sgn * 19, 112), (125 + sgn * 26, 114), (125 + sgn * 40, CY), (125 + sgn * 29, CY)]
        out.append(path(pts(lap), fill=A, stroke=GOLD, stroke_width="1.6", stroke_linejoin="round"))
        for k in range(5):
            t = (k + 0.6) / 5.2
            x = 125 + sgn * (22.5 + 12 * t)
            y = 113 + (CY - 113) * t
            out.append(circle(x, y, 1.5, fill=GOLD_LIGHT))
    # shoulder bands (kelat bahu)
    for sgn in (-1, 1):
        out.append(path("M%s,130 L%s,127 L%s,150 L%s,152Z" % (f(125 + sgn * 47), f(125 + sgn * 55),
                                                            f(125 + sgn * 61), f(125 + sgn * 53)),
                        fill=GOLD, stroke=GOLD_DARK, stroke_width="0.8"))
        out.append(circle(125 + sgn * 54, 140, 2, fill=A))
    out += face_parts("king")
    # beard and moustache
    out.append(path("M109,86 C110,100 116,112 125,122 C134,112 140,100 141,86 "
                    "C137,95 132,99 125,99 C118,99 113,95 109,86Z", fill=INK))
    out.append(path("M125,93.5 C120,90.5 113,91 109.5,95.5 C113.5,93.8 118,94.5 125,96.5 "
                    "C132,94.5 136.5,93.8 140.5,95.5 C137,91 130,90.5 125,93.5Z", fill=INK))
    out.append(path("M119.5,96.8 C122.5,95.8 127.5,95.8 130.5,96.8 C127.5,99.5 122.5,99.5 119.5,96.8Z",
                    fill="#b8323b"))
    # necklace (kalung) over the collar
    out.append(path("M103,114 C110,134 140,134 147,114 L141,112 C136,124 114,124 109,112Z",
                    fill=GOLD, stroke=GOLD_DARK, stroke_width="0.8"))
    beads = bezier((106, 113.5), (112.5, 129), (137.5, 129), (144, 113.5), 8)[:-1]
    for i, (x, y) in enumerate(beads):
        if i == 3:
            continue  # the pendant hangs here
        out.append(circle(x, y, 1.5, fill=A if i % 2 else P, stroke=GOLD_LIGHT, stroke_width="0.4"))
    out.append(path(pts([(125, 126), (130, 132), (125, 139), (120, 132)]), fill=A, stroke=GOLD, stroke_width="1.2"))
    # crown (makuta): tall tiered dome over a jewelled band
    crown = [(108, 60), (109, 48), (112, 40), (116, 33), (120, 27), (125, 18), (130, 27),
             (134, 33), (138, 40), (141, 48), (142, 60)]
    out.append(path(pts(crown), fill=GOLD, stroke=GOLD_DARK, stroke_width="1"))
    out.append(path(stripes_in(crown, 0, 3, 8, offset=1), fill=P))
    for y in (36, 44, 52):
        half_w = {36: 9, 44: 12.5, 52: 14.5}[y]
        for k in range(-2, 3):
            x = 125 + k * half_w / 2.4
            out.append(circle(x, y + 1.5, 1, fill=GOLD_LIGHT))
    out.append(path("M105,66 C112,58 138,58 145,66 L143,57 C136,52 114,52 107,57Z",
                    fill=GOLD, stroke=GOLD_DARK, stroke_width="0.9"))
    for k in range(-2, 3):
        out.append(circle(125 + 8 * k, 58.5 - (2 - abs(k)) * 0.9, 1.8 if k else 2.4, fill=A if k % 2 else P,
                          stroke=GOLD_LIGHT, stroke_width="0.6"))
    out.append(circle(125, 16, 3.2, fill=P, stroke=GOLD, stroke_width="1.2"))
    # sumping: curling gold ornaments behind the ears
    for sgn in (-1, 1):
        x = lambda v: f(125 + sgn * v)
        leaf = "M%s,62 C%s,60 %s,56 %s,48 C%s,44 %s,41 %s,44 C%s,46 %s,49 %s,48 C%s,54 %s,58 %s,58Z" % (
            x(17), x(24), x(30), x(31), x(32), x(28), x(26), x(24.5), x(26), x(28), x(27), x(22), x(17))
        out.append(path(leaf, fill=GOLD, stroke=GOLD_DARK, stroke_width="0.8"))
        out.append(path(pts([(125 + sgn * 20, 74), (125 + sgn * 25, 80), (125 + sgn * 20, 90), (125 + sgn * 16, 82)]),
                        fill=GOLD, stroke=GOLD_DARK, stroke_width="0.7"))
    # the keris held upright
    out += forearm(168, 146, P)
    out += kris((170, 138), (176, 34))
    out += fist(168, 146)
    return out


def half_queen(P, A):
    out = []
    out += sun_rays(125, 80, 28, "#f8edd2", "#f3e3bd")
    # hair behind the face and the sanggul (bun)
    out.append(ellipse(125, 76, 23, 26, fill=INK))
    out.append(path("M101,84 C98,100 102,110 108,114 L112,100Z", fill=INK))
    out.append(path("M149,84 C152,100 148,110 142,114 L138,100Z", fill=INK))
    out.append(ellipse(125, 45, 22, 13, fill=INK))
    out.append(path("M104,45 C110,52 140,52 146,45", fill="none", stroke=GOLD, stroke_width="2"))
    # cunduk mentul: flower pins trembling on the bun
    for i in range(5):
        a = math.radians(-160 + i * 35)
        x0, y0 = 125 + 8 * math.cos(a), 44 + 6 * math.sin(a)
        x1, y1 = 125 + 30 * math.cos(a), 42 + 24 * math.sin(a)
        out.append(path("M%s,%s L%s,%s" % (f(x0), f(y0), f(x1), f(y1)), stroke=GOLD_DARK, stroke_width="1"))
        for j in range(5):
            b = math.radians(j * 72 - 90)
            out.append(circle(x1 + 2.6 * math.cos(b), y1 + 2.6 * math.sin(b), 2, fill=GOLD_LIGHT,
                              stroke=GOLD_DARK, stroke_width="0.5"))
        out.append(circle(x1, y1, 1.6, fill=P))
    # bare shoulders
    body = torso_outline(108, 124, 50)
    out.append(path(pts(body), fill="url(#skin)", **OUTLINE))
    # kemben: wrapped batik breast cloth (kawung)
    kem = [(FR_X0 + 1, 142)]
    kem += bezier(kem[-1], (90, 134), (110, 140), (125, 138))
    kem += bezier(kem[-1], (140, 140), (160, 134), (FR_X1 - 1, 142))
    kem += [(FR_X1 - 1, CY), (FR_X0 + 1, CY)]
    out.append(path(pts(kem), fill=P, **OUTLINE))
    for x, y in scatter_in(kem, 14, 6.5, origin=(125, 160)):
        out.append(use("kawung_gold", transform=tr(x, y, 0.62)))
    top = [(FR_X0 + 1, 142)] + bezier((FR_X0 + 1, 142), (90, 134), (110, 140), (125, 138)) + \
        bezier((125, 138), (140, 140), (160, 134), (FR_X1 - 1, 142))
    out.append(path(pts(top, close=False), fill="none", stroke=GOLD, stroke_width="3"))
    # selendang (shoulder sash) in the accent colour
    sash = [(78, 124), (94, 122), (84, CY), (64, CY)]
    out.append(path(pts(sash), fill=A, **OUTLINE))
    out.append(path(stripes_in(sash, 100, 1.4, 6), fill=GOLD))
    out += face_parts("queen")
    # paes: the scalloped black forehead of a Javanese bride, edged in gold
    tips = [(108.5, 74), (115, 68.5), (125, 67), (135, 68.5), (141.5, 74)]
    d = "M%s,%s" % (f(tips[0][0]), f(tips[0][1]))
    for (x0, y0), (x1, y1) in zip(tips, tips[1:]):
        mx = (x0 + x1) / 2
        d += " Q%s,%s %s,%s" % (f(mx), f(min(y0, y1) - 6), f(x1), f(y1))
    d += " C143,62 137,56.5 125,56.5 C113,56.5 107,62 108.5,74Z"
    out.append(path(d, fill=INK, stroke=GOLD, stroke_width="0.9"))
    # earrings and a string of jasmine buds (ronce melati)
    for sgn in (-1, 1):
        out.append(circle(125 + sgn * 18, 91, 2.4, fill=GOLD, stroke=GOLD_DARK, stroke_width="0.5"))
    chain = bezier((106, 52), (98, 70), (97, 96), (101, 124), 11)
    for x, y in chain:
        out.append(ellipse(x, y, 2.2, 3, fill=WHITE, stroke="#9a9a88", stroke_width="0.5"))
    # necklace
    out.append(path("M106,114 C112,130 138,130 144,114", fill="none", stroke=GOLD, stroke_width="2.6"))
    out.append(path(pts([(125, 124), (129, 129), (125, 134), (121, 129)]), fill=P, stroke=GOLD, stroke_width="1.2"))
    # lotus held in the hand
    out.append(path("M170,146 C171,128 169,112 172,98", fill="none", stroke="#3d6b2e", stroke_width="2"))
    out.append(path("M170,126 C178,118 186,120 188,124 C182,128 176,128 170,126Z", fill="#4f8a3a",
                    stroke="#2f5522", stroke_width="0.6"))
    for ang, col in ((-55, "#f2a7b5"), (55, "#f2a7b5"), (-25, "#ee8fa2"), (25, "#ee8fa2"), (0, "#e26d86")):
        out.append(ellipse(172, 87, 4.2, 11, fill=col, stroke="#a5344e", stroke_width="0.6",
                           transform="rotate(%d 172 97)" % ang))
    out.append(ellipse(172, 97, 4, 2.2, fill=GOLD))
    out += forearm(169, 150, "url(#skin)")
    out += fist(169, 150)
    return out


def half_jack(P, A):
    out = []
    out += sun_rays(125, 80, 44, "#f8edd2", "#f0e2bf")
    # spear (tombak) behind the arm
    out.append(path("M174,170 L174,44", stroke="#6b4220", stroke_width="3.2"))
    out.append(path("M174,16 C179,24 180,34 176,44 L172,44 C168,34 169,24 174,16Z",
                    fill="url(#steel)", stroke="#3c444b", stroke_width="0.7"))
    out.append(rect(170.5, 44, 7, 4, fill=GOLD, stroke=GOLD_DARK, stroke_width="0.6"))
    for k in range(-3, 4):
        out.append(path("M174,48 L%s,62" % f(174 + 1.6 * k), stroke=P, stroke_width="1.6"))
    # shirt and vest
    body = torso_outline(108, 124, 54)
    out.append(path(pts(body), fill=A, **OUTLINE))
    for x, y in scatter_in(body, 12, 5, origin=(125, 150)):
        if abs(x - 125) > 16:
            out.append(use("truntum_gold", transform=tr(x, y, 0.75)))
    shirt = [(112, 110), (138, 110), (144, CY), (106, CY)]
    out.append(path(pts(shirt), fill=P, **OUTLINE))
    for y in (128, 142, 156):
        out.append(circle(125, y, 2, fill=GOLD, stroke=GOLD_DARK, stroke_width="0.5"))
    # stand-up collar
    out.append(path("M113,106 L115,117 L125,121 L135,117 L137,106 L125,111Z", fill=CREAM, **OUTLINE))
    out.append(path("M106,112 L112,110 L106,CY".replace("CY", f(CY)), fill="none", stroke=GOLD, stroke_width="2"))
    out.append(path("M144,112 L138,110 L144,CY".replace("CY", f(CY)), fill="none", stroke=GOLD, stroke_width="2"))
    out += face_parts("jack")
    # short hair at the temples
    out.append(path("M107,77 C106,68 108,63 112,61 L113,72Z", fill=INK))
    out.append(path("M143,77 C144,68 142,63 138,61 L137,72Z", fill=INK))
    # udeng: a batik head cloth with its folded peak at the front
    cap = [(106, 70)]
    cap += bezier(cap[-1], (103, 55), (112, 46), (125, 46))
    cap += bezier(cap[-1], (138, 46), (147, 55), (144, 70))
    cap += bezier(cap[-1], (136, 64), (114, 64), (106, 70))
    out.append(path(pts(cap), fill=A, **OUTLINE))
    out.append(path(stripes_in(cap, 40, 2.4, 6), fill=P))
    out.append(path(stripes_in(cap, 40, 0.9, 6, offset=3.6), fill=GOLD))
    peak = [(115, 60), (125, 30), (135, 60), (125, 55)]
    out.append(path(pts(peak), fill=P, stroke=GOLD, stroke_width="1.4", stroke_linejoin="round"))
    out.append(circle(125, 52, 2.6, fill=GOLD, stroke=GOLD_DARK, stroke_width="0.6"))
    # a frangipani tucked behind the ear
    for i in range(5):
        a = i * 72 - 90
        out.append(ellipse(147, 62.5, 2.4, 4.2, fill=WHITE, stroke="#c9b36a", stroke_width="0.5",
                           transform="rotate(%d 147 67)" % a))
    out.append(circle(147, 67, 1.6, fill=GOLD_LIGHT))
    out += forearm(173, 150, P)
    out += fist(173, 150)
    return out


HALF = {11: half_jack, 12: half_queen, 13: half_king}


def court_defs():
    out = []
    for suit in SUITS:
        for rank in (11, 12, 13):
            P = SUIT_COLOUR[suit]
            A = SUIT_ACCENT[suit]
            out.append(group(HALF[rank](P, A), id="half_%s_%s" % (RANK_IDS[rank], suit)))
    return out


def court_face(rank, suit):
    P = SUIT_COLOUR[suit]
    out = []
    out.append(use("half_%s_%s" % (RANK_IDS[rank], suit)))
    out.append(use("half_%s_%s" % (RANK_IDS[rank], suit), transform=TURN))
    # suit symbol in the picture, top left and (turned) bottom right
    for t in (None, TURN):
        out.append(group([circle(FR_X0 + 12, FR_Y0 + 13, 10, fill=CREAM, stroke=GOLD, stroke_width="1.2"),
                          pip(suit, FR_X0 + 12, FR_Y0 + 13, 13)], transform=t))
    # divider: a gold band with lozenges
    band = [rect(FR_X0, CY - 4.5, FR_X1 - FR_X0, 9, fill=GOLD, stroke=GOLD_DARK, stroke_width="0.8")]
    x = FR_X0 + 6
    while x < FR_X1 - 3:
        band.append(path(pts([(x, CY - 3), (x + 3.5, CY), (x, CY + 3), (x - 3.5, CY)]), fill=P))
        x += 9.5
    out += band
    # frame
    out.append(rect(FR_X0, FR_Y0, FR_X1 - FR_X0, FR_Y1 - FR_Y0, 4, fill="none", stroke=P, stroke_width="2.2"))
    out.append(rect(FR_X0 + 3, FR_Y0 + 3, FR_X1 - FR_X0 - 6, FR_Y1 - FR_Y0 - 6, 2.5, fill="none",
                    stroke=GOLD, stroke_width="1"))
    return out


def shared_defs():
    return [
        '<linearGradient id="steel" x1="0" y1="0" x2="1" y2="0">'
        '<stop offset="0" stop-color="#eef1f3"/><stop offset="0.5" stop-color="#b9c2c9"/>'
        '<stop offset="1" stop-color="#7d8891"/></linearGradient>',
        '<radialGradient id="skin" cx="0.45" cy="0.4" r="0.7">'
        '<stop offset="0" stop-color="#f7d7ae"/><stop offset="1" stop-color="%s"/></radialGradient>' % SKIN,
        kawung_def("kawung_gold", GOLD, GOLD_DARK, GOLD_LIGHT),
        truntum_def("truntum_gold", GOLD),
    ]


# ---------------------------------------------------------------------------
# Text set in the index alphabet
# ---------------------------------------------------------------------------

def text_row(s, colour, cx, y, height, tracking=0.18):
    """A line of capitals centred on ``cx``; ``tracking`` is in glyph heights."""
    k = height / (100.0 + GLYPH_STROKE)
    widths = [(glyph_width(c) + GLYPH_STROKE) * k if c != " " else height * 0.45 for c in s]
    total = sum(widths) + tracking * height * (len(s) - 1)
    x = cx - total / 2
    out = []
    for c, w in zip(s, widths):
        if c != " ":
            out.append(glyph_use(c, colour, x, y, height)[0])
        x += w + tracking * height
    return "".join(out)


def text_column(s, colour, cx, y, height, step):
    return "".join(glyph_centered(c, colour, cx, y + i * step, height) for i, c in enumerate(s))


# ---------------------------------------------------------------------------
# Mega mendung clouds
# ---------------------------------------------------------------------------

def cloud_outline(cx, cy, w, h, bumps=5):
    """A cloud: a row of rounded lobes over a gently curled base, as a
    polygon.  (cx, cy) is the middle of the base."""
    pts_ = []
    x0, x1 = cx - w / 2, cx + w / 2
    # base: a shallow curve with curls at each end
    pts_ += bezier((x1, cy), (x1 - w * 0.2, cy + h * 0.18), (x0 + w * 0.2, cy + h * 0.18), (x0, cy), 16)
    # lobes from left to right along an arch
    for i in range(bumps):
        a0 = math.pi - math.pi * i / bumps
        a1 = math.pi - math.pi * (i + 1) / bumps
        p0 = (cx + w / 2 * math.cos(a0), cy - h * math.sin(a0))
        p1 = (cx + w / 2 * math.cos(a1), cy - h * math.sin(a1))
        mx, my = (p0[0] + p1[0]) / 2, (p0[1] + p1[1]) / 2
        am = (a0 + a1) / 2
        bulge = 0.62 * math.hypot(p1[0] - p0[0], p1[1] - p0[1])
        ox, oy = math.cos(am), -math.sin(am)
        c1 = (p0[0] + ox * bulge, p0[1] + oy * bulge)
        c2 = (p1[0] + ox * bulge, p1[1] + oy * bulge)
        pts_ += bezier(p0, c1, c2, p1, 12)
    return pts_


def mega_mendung(cx, cy, w, h, tones, bumps=5, line=None):
    """Nested clouds shrinking towards their base, dark outside, light inside."""
    out = []
    n = len(tones)
    for i, tone in enumerate(tones):
        s = 1 - i / (n + 0.6)
        outline = cloud_outline(cx, cy, w * s, h * s, bumps)
        out.append(path(pts(outline), fill=tone, stroke=line, stroke_width="0.8" if line else None))
    return out


# ---------------------------------------------------------------------------
# Jokers: Semar, the wise clown of the wayang
# ---------------------------------------------------------------------------

def gunungan(cx, top, bottom, w, fill, edge, vein):
    """The mountain-shaped gunungan leaf that opens and closes a wayang show."""
    left = [(cx, top)]
    left += bezier((cx, top), (cx - w * 0.18, top + (bottom - top) * 0.22),
                   (cx - w * 0.62, top + (bottom - top) * 0.42), (cx - w * 0.5, top + (bottom - top) * 0.7))
    left += bezier(left[-1], (cx - w * 0.42, top + (bottom - top) * 0.86), (cx - w * 0.48, bottom - 6),
                   (cx - w * 0.46, bottom))
    shape = left + [(cx, bottom)] + mirror_x(list(reversed(left[1:])), cx)
    out = [path(pts(shape), fill=fill, stroke=edge, stroke_width="1.6")]
    inner = [(cx + (x - cx) * 0.9, bottom - (bottom - y) * 0.93) for x, y in shape]
    out.append(path(pts(inner), fill="none", stroke=vein, stroke_width="0.9"))
    # the tree of life: a trunk with curling branches
    h = bottom - top
    out.append(path("M%s,%s L%s,%s" % (f(cx), f(bottom - 4), f(cx), f(top + h * 0.12)), stroke=vein,
                    stroke_width="2.2"))
    for i in range(7):
        y = top + h * (0.2 + 0.1 * i)
        span = w * (0.12 + 0.045 * i)
        for sgn in (-1, 1):
            out.append(path("M%s,%s C%s,%s %s,%s %s,%s" % (
                f(cx), f(y + 8), f(cx + sgn * span * 0.4), f(y + 6), f(cx + sgn * span), f(y - 2),
                f(cx + sgn * span * 0.9), f(y - 9)), fill="none", stroke=vein, stroke_width="1.3"))
            out.append(circle(cx + sgn * span * 0.9, y - 9, 1.6, fill=vein))
    return out


def semar(pal):
    """Semar, facing right.  ``pal`` holds the joker's colours."""
    skin, skin_edge = pal["skin"], pal["edge"]
    O = dict(stroke=skin_edge, stroke_width="1.4", stroke_linejoin="round")
    out = []
    # feet and short legs
    out.append(path("M104,282 L100,312 C99,318 104,321 112,321 L132,321 C134,316 128,312 120,311 L120,282Z",
                    fill=skin, **O))
    out.append(path("M140,282 L142,310 C142,317 148,320 158,320 L176,320 C178,315 170,310 160,309 L158,282Z",
                    fill=skin, **O))
    # kain with the kawung batik that Semar always wears
    kain = [(84, 224)]
    kain += bezier((84, 224), (112, 236), (152, 238), (184, 228), 14)
    kain += [(178, 268)]
    kain += bezier((178, 268), (172, 284), (150, 292), (128, 292), 10)
    kain += bezier((128, 292), (106, 292), (88, 284), (86, 262), 10)
    out.append(path(pts(kain), fill=pal["kain"], **O))
    for x, y in scatter_in(kain, 13, 6.2, stagger=False, origin=(128, 266)):
        out.append(use(pal["kawung"], transform=tr(x, y, 0.6)))
    # the pleated front fold (wiron)
    fold = [(150, 244), (164, 242), (170, 290), (154, 292)]
    out.append(path(pts(fold), fill=pal["fold"], **O))
    out.append(path(stripes_in(fold, 82, 1.2, 4.5), fill=pal["fold_line"]))
    # big round body, the belly hanging over the kain
    out.append(path("M110,148 C92,158 80,184 82,212 C84,236 98,250 122,254 C148,258 176,256 187,240 "
                    "C197,222 195,196 183,178 C173,162 156,152 140,148Z", fill=skin, **O))
    out.append(path("M176,220 C180,223 180,228 176,231", fill="none", stroke=skin_edge, stroke_width="1.3",
                    stroke_linecap="round"))
    out.append(path("M96,238 C104,248 120,252 136,252", fill="none", stroke=skin_edge, stroke_width="1.1"))
    # belt ornament (uncal) below the belly
    out.append(path(pts([(160, 254), (166, 262), (160, 274), (154, 262)]), fill=GOLD, stroke=GOLD_DARK,
                    stroke_width="0.8"))
    # front arm pointing ahead: Semar's 'nuding'
    arm = "M150,170 C160,196 176,204 199,176"
    out.append(path(arm, fill="none", stroke=skin_edge, stroke_width="15", stroke_linecap="round"))
    out.append(path(arm, fill="none", stroke=skin, stroke_width="12.2", stroke_linecap="round"))
    out.append(path("M203,171 L214,155", fill="none", stroke=skin_edge, stroke_width="6.4", stroke_linecap="round"))
    out.append(path("M203,171 L214,155", fill="none", stroke=skin, stroke_width="3.8", stroke_linecap="round"))
    out.append(circle(201, 174, 7, fill=skin, **O))
    out.append(path("M196,172 C199,174 203,174 206,172", fill="none", stroke=skin_edge, stroke_width="0.9"))
    out.append(path("M160,192 L167,182", fill="none", stroke=GOLD, stroke_width="3.2"))
    # head
    out.append(path("M102,116 C100,94 116,82 134,82 C156,82 170,96 170,114 C170,122 168,128 164,132 "
                    "C168,136 168,142 160,146 C150,156 124,160 110,150 C100,142 102,128 102,116Z",
                    fill=pal["face"], **O))
    # kuncung: the forelock curling forward
    out.append(path("M118,86 C116,70 126,58 140,60 C152,62 156,72 150,78 C146,82 140,80 140,74 "
                    "C140,70 144,69 146,72 C146,66 136,64 130,70 C126,74 128,82 130,86Z",
                    fill=pal["hair"], stroke=pal["hair"], stroke_width="1"))
    # bald crown with a little hair at the nape
    out.append(path("M104,108 C102,98 106,92 110,90 C108,100 110,110 114,118 C110,120 106,116 104,108Z",
                    fill=pal["hair"]))
    # droopy, tearful eye (rembes)
    out.append(path("M140,108 C146,102 156,102 160,108 C154,112 146,112 140,108Z", fill=WHITE,
                    stroke=skin_edge, stroke_width="1.1"))
    out.append(circle(152, 107.5, 2.6, fill=INK))
    out.append(path("M139,104 C146,97 156,97 162,103", fill="none", stroke=skin_edge, stroke_width="1.6"))
    out.append(path("M155,112 C156,115 155.5,117 154,117 C152.5,117 152.5,115 155,112Z", fill="#8fc9e8"))
    # round nose, smiling lips with one tooth
    out.append(path("M164,112 C172,110 176,118 170,122 C167,124 163,122 163,120", fill=pal["face"],
                    **O))
    out.append(path("M142,130 C150,138 160,138 167,131 C166,144 148,148 142,130Z", fill="#b3323a",
                    stroke=skin_edge, stroke_width="1.1"))
    out.append(path("M153.5,135.6 L158.5,135.4 L158.3,139.6 L153.7,139.7Z", fill=WHITE, stroke=skin_edge,
                    stroke_width="0.6"))
    out.append(path("M134,118 C136,126 140,130 142,131", fill="none", stroke=skin_edge, stroke_width="1.1",
                    stroke_linecap="round"))
    # ear with a gold ornament
    out.append(ellipse(118, 114, 6, 9, fill=pal["face"], **O))
    out.append(circle(118, 126, 3.2, fill=GOLD, stroke=GOLD_DARK, stroke_width="0.7"))
    # necklace
    out.append(path("M114,152 C126,162 146,162 158,150", fill="none", stroke=GOLD, stroke_width="3"))
    return out


JOKER_PAL = {
    "red_joker": dict(skin="#e9b27a", edge=INK, face="#fbf3e4", hair=INK, kain=RED, kawung="kawung_gold",
                      fold=GOLD, fold_line=GOLD_DARK, sash=INDIGO, cloud=["#7f0a1d", RED, "#e2475f", "#f39aa8",
                                                                           "#fde3e7"],
                      gun=("#f6e2a8", GOLD_DARK, "#c4912a"), letter=RED, star=GOLD),
    "black_joker": dict(skin="#4a4650", edge="#0e0d12", face="#f1efea", hair="#0e0d12", kain=BLACK,
                        kawung="kawung_grey", fold="#8d8a93", fold_line="#4a4650", sash="#6b6873",
                        cloud=["#0e0d12", "#3b3944", "#6d6a76", "#a9a6b0", "#e6e4e9"],
                        gun=("#e9e7ea", "#3b3944", "#8d8a93"), letter=BLACK, star="#6d6a76"),
}


def star(cx, cy, r, colour):
    p = []
    for i in range(8):
        a = math.radians(i * 45 - 90)
        rr = r if i % 2 == 0 else r * 0.32
        p.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return path(pts(p), fill=colour)


def joker_face(which):
    pal = JOKER_PAL[which]
    out = []
    gf, ge, gv = pal["gun"]
    out += gunungan(126, 26, 300, 150, gf, ge, gv)
    out += mega_mendung(126, 330, 190, 52, pal["cloud"], bumps=6)
    for x, y, r in ((70, 120, 7), (186, 70, 6), (192, 252, 5), (62, 258, 5), (178, 136, 4)):
        out.append(star(x, y, r, pal["star"]))
    out += semar(pal)
    corner = text_column("JOKER", pal["letter"], 25, 13, 28, 31.5)
    out.append(corner)
    out.append(group([corner], transform=TURN))
    return out


# ---------------------------------------------------------------------------
# Aces
# ---------------------------------------------------------------------------

def ace_face(suit):
    if suit != "spade":
        return [pip(suit, CX, CY, 112)]
    out = []
    # a gold sun of kawung petals behind the spade
    out.append(circle(CX, CY, 90, fill="none", stroke=GOLD, stroke_width="1.2"))
    out.append(circle(CX, CY, 86, fill="none", stroke=GOLD, stroke_width="3"))
    for i in range(28):
        a = 360.0 * i / 28
        out.append(ellipse(CX, CY - 76, 4.2, 8, fill=GOLD if i % 2 else SOGAN,
                           transform="rotate(%s %s %s)" % (f(a), f(CX), f(CY))))
    out.append(circle(CX, CY, 66, fill="#fbf2da", stroke=GOLD_DARK, stroke_width="0.8"))
    out.append(use("suit_spade", transform=tr(CX, CY - 1, 1.16)))
    # inner gold line and a kawung flower on the spade
    out.append(path(SUIT_PATH["spade"], fill="none", stroke=GOLD, stroke_width="2",
                    transform=tr(CX, CY - 4.5, 0.94)))
    out.append(use("kawung_gold", transform=tr(CX, CY - 3, 1.4)))
    out.append(text_row("MEJA", BLACK, CX, 48, 17))
    out.append(text_row("KARTU", BLACK, CX, 285, 17))
    return out


# ---------------------------------------------------------------------------
# Back
# ---------------------------------------------------------------------------

def back_face():
    out = []
    out.append(rect(0, 0, CARD_W, CARD_H, CORNER_R, fill="#5c554b"))
    out.append(rect(1.6, 1.6, CARD_W - 3.2, CARD_H - 3.2, CORNER_R - 1.6, fill=WHITE))
    x0, y0, x1, y1 = 11, 11, CARD_W - 11, CARD_H - 11
    out.append(rect(x0, y0, x1 - x0, y1 - y0, 5, fill="url(#backfield)"))
    # parang border: four trapezoids of slanted bands
    b = 12
    c = 3.2   # keep the bands inside the rounded corners of the field
    sides = [
        [(x0 + c, y0), (x1 - c, y0), (x1 - b, y0 + b), (x0 + b, y0 + b)],
        [(x1, y0 + c), (x1, y1 - c), (x1 - b, y1 - b), (x1 - b, y0 + b)],
        [(x1 - c, y1), (x0 + c, y1), (x0 + b, y1 - b), (x1 - b, y1 - b)],
        [(x0, y1 - c), (x0, y0 + c), (x0 + b, y0 + b), (x0 + b, y1 - b)],
    ]
    d1, d2 = [], []
    for sd in sides:
        d1.append(wavy_bands(sd, 45, 3.4, 7.5, 0.8, 5.5))
        d2.append(wavy_bands(sd, 45, 1.0, 7.5, 0.8, 5.5, offset=4.8))
    out.append(path("".join(d1), fill=SOGAN))
    out.append(path("".join(d2), fill=GOLD))
    out.append(rect(x0 + 0.7, y0 + 0.7, x1 - x0 - 1.4, y1 - y0 - 1.4, 4.3, fill="none", stroke=GOLD,
                    stroke_width="1.4"))
    ix0, iy0, ix1, iy1 = x0 + b, y0 + b, x1 - b, y1 - b
    out.append(rect(ix0, iy0, ix1 - ix0, iy1 - iy0, 2, fill=INDIGO_DARK, stroke=GOLD, stroke_width="1.4"))
    # kawung field, centred, whole flowers only
    step = 19.4
    nx = int((ix1 - ix0 - 4) // step)
    ny = int((iy1 - iy0 - 4) // step)
    gx0 = CX - (nx - 1) * step / 2
    gy0 = CY - (ny - 1) * step / 2
    for j in range(ny):
        for i in range(nx):
            x, y = gx0 + i * step, gy0 + j * step
            if math.hypot(x - CX, y - CY) < 62:
                continue
            out.append(use("kawung_back", transform=tr(x, y)))
    # small lozenges where four flowers meet
    d = []
    for j in range(ny - 1):
        for i in range(nx - 1):
            x, y = gx0 + (i + 0.5) * step, gy0 + (j + 0.5) * step
            if math.hypot(x - CX, y - CY) < 66:
                continue
            d.append(pts([(x, y - 2.2), (x + 2.2, y), (x, y + 2.2), (x - 2.2, y)]))
    out.append(path("".join(d), fill=GOLD))
    # central medallion: a mega mendung rosette
    out.append(circle(CX, CY, 58, fill=INDIGO_DARK, stroke=GOLD, stroke_width="2.2"))
    out.append(circle(CX, CY, 53, fill="none", stroke=GOLD, stroke_width="0.8"))
    tones = ["#1d2b6e", "#2f4596", "#4d68b8", "#86a0da", "#cfdbf3"]
    for i, tone in enumerate(tones):
        r = 50 - i * 8.5
        lobes = 8
        p = []
        for k in range(lobes * 24):
            t = 2 * math.pi * k / (lobes * 24)
            rr = r * (0.86 + 0.14 * abs(math.sin(lobes * t / 2)) ** 0.6)
            p.append((CX + rr * math.cos(t), CY + rr * math.sin(t)))
        out.append(path(pts(p), fill=tone))
    out.append(use("kawung_gold", transform=tr(CX, CY, 1.2)))
    return out


def back_defs():
    kb = []
    for ang in (45, 135, 225, 315):
        a = math.radians(ang)
        px, py = 5.6 * math.cos(a), 5.6 * math.sin(a)
        kb.append(ellipse(px, py, 4.8, 3.1, fill=SOGAN, stroke=GOLD, stroke_width="0.8",
                          transform="rotate(%d %s %s)" % (ang, f(px), f(py))))
        kb.append(ellipse(px, py, 1.6, 0.9, fill=GOLD_LIGHT, transform="rotate(%d %s %s)" % (ang, f(px), f(py))))
    kb.append(circle(0, 0, 1.3, fill=GOLD))
    return [
        '<linearGradient id="backfield" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/></linearGradient>' % (INDIGO, INDIGO_DARK),
        group(kb, id="kawung_back"),
        kawung_def("kawung_grey", "#8d8a93", "#d9d7dc", "#e6e4e9"),
    ]


# ---------------------------------------------------------------------------
# Assembly
# ---------------------------------------------------------------------------

def build(four_colour=False):
    if four_colour:
        SUIT_COLOUR.update(FOUR_COLOUR["colour"])
        SUIT_ACCENT.update(FOUR_COLOUR["accent"])
        COLOUR_KEY.update(FOUR_COLOUR["key"])
    defs = []
    defs += suit_defs()
    defs += glyph_defs(sorted(set(SUIT_COLOUR.values()), key=lambda c: "rkgb".index(COLOUR_KEY[c])))
    defs += shared_defs()
    defs += court_defs()
    defs += back_defs()
    cards = []   # (id, [children])

    for suit in SUITS:
        for rank in range(1, 14):
            defs.append(corner_def(rank, suit))

    for suit in SUITS:
        for rank in range(1, 14):
            cid = "%s_%s" % (RANK_IDS[rank], suit)
            body = [card_base()]
            if 2 <= rank <= 10:
                body += number_face(rank, suit)
            elif rank == 1:
                body += ace_face(suit)
            else:
                body += court_face(rank, suit)
            body.append(corners("corner_%s_%s" % (RANK_IDS[rank], suit)))
            cards.append((cid, body))

    cards.append(("back", back_face()))
    for which in ("red_joker", "black_joker"):
        cards.append((which, [card_base()] + joker_face(which)))

    # layout: the four suits in rows of thirteen, the specials in a fifth row
    out = []
    for i, (cid, body) in enumerate(cards):
        col, row = i % COLS, i // COLS
        x = GAP + col * (CARD_W + GAP)
        y = GAP + row * (CARD_H + GAP)
        out.append(group(body, id=cid, transform=tr(x, y)))
    total_w = GAP + COLS * (CARD_W + GAP)
    rows = (len(cards) + COLS - 1) // COLS
    total_h = GAP + rows * (CARD_H + GAP)

    head = ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<svg xmlns="http://www.w3.org/2000/svg" '
            'xmlns:xlink="http://www.w3.org/1999/xlink" version="1.2" baseProfile="tiny" '
            'width="%d" height="%d" viewBox="0 0 %d %d">\n' % (total_w, total_h, total_w, total_h))
    meta = ("<title>Meja Kartu playing cards%s</title>\n" % (" (four colours)" if four_colour else "")+
            "<desc>Meja Kartu card deck. CC-BY-SA-4.0, Meja Kartu contributors. "
            "Generated by generate_deck.py; edit the script, not this file.</desc>\n")
    body = "<defs>\n" + "\n".join(defs) + "\n</defs>\n" + "\n".join(out) + "\n"
    return head + meta + body + "</svg>\n"


def main():
    """``generate_deck.py``: both decks next to this script; ``generate_deck.py [--four-colour] FILE``: one."""
    here = os.path.dirname(os.path.abspath(__file__))
    args = sys.argv[1:]
    four = "--four-colour" in args
    files = [a for a in args if a != "--four-colour"]
    if files:
        jobs = [(files[0], four)]
    else:
        jobs = [(os.path.join(here, "mejakartu-deck.svg"), False),
                (os.path.join(here, "mejakartu-deck-4colour.svg"), True)]
    for target, four_colour in jobs:
        svg = build_deck(four_colour)
        with open(target, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(svg)
        print("wrote %s (%d bytes)" % (target, len(svg.encode("utf-8"))))


def build_deck(four_colour):
    """build(), with the two-colour palette restored afterwards (the four-colour deck changes it)."""
    saved = (dict(SUIT_COLOUR), dict(SUIT_ACCENT), dict(COLOUR_KEY))
    try:
        return build(four_colour)
    finally:
        for table, old in zip((SUIT_COLOUR, SUIT_ACCENT, COLOUR_KEY), saved):
            table.clear()
            table.update(old)


if __name__ == "__main__":
    main()
