"""Writes the engine bench's python-pptx decks: the content of bench/writer-content.ts, saved by
python-pptx itself, so the engine meets that writer's XML and ZIP layout.

    PYTHONPATH=<python-pptx 1.0.2 src> python3 python-pptx-decks.py <out-dir>

Needs python-pptx (pure Python) with lxml and Pillow (Debian: python3-lxml python3-pil
python3-typing-extensions). The decks it wrote are committed beside it (decks/), so the bench needs no Python.
"""
import io
import struct
import sys
import zlib

from pptx import Presentation
from pptx.util import Inches, Pt
from pptx.dml.color import RGBColor

WORDS = "market growth revenue quarter pipeline customer region forecast margin service partner".split(" ")
SLIDES = 10
BODY_PARAGRAPHS = 96
TABLE_ROWS = 50
COLUMNS = 6
IMAGE_SIDE = 268
TITLE = "Proposal for {{company}}, {{first_name}} {{last_name}}"
GREETING = "Dear {{first_name}}, your contact in {{city}} is {{email}}"
COLOURS = ["1F4E79", "7F6000", "385723", "843C0C"]
M32 = 0xFFFFFFFF


def prose(seed, length):
    state = (seed * 2654435761) & M32

    def next_():
        nonlocal state
        state = (state * 1664525 + 1013904223) & M32
        return state

    words = []
    for _ in range(length):
        word = WORDS[next_() % len(WORDS)]
        if next_() % 3 == 0:
            word += " %d" % (next_() % 9973)
        words.append(word)
    return " ".join(words)


def body(slide, count):
    return [GREETING] + [
        "%s (%d.%d)" % (prose(slide * 31 + i + 1, 8 + (i % 5)), slide, i + 1) for i in range(count - 1)
    ]


def cell_text(slide, row, column):
    if row == 1 and column == 0:
        return "{{company}}"
    if row == 2 and column == 1:
        return "{{amount}}"
    seed = slide * 1000 + row * COLUMNS + column
    return "%s %d" % (prose(seed, 2 + (seed % 4)), seed)


def noise_png(side, seed):
    """Seeded RGB noise (the TypeScript noisePng's generator), incompressible like a photo."""
    state = seed & M32 or 1
    rows = []
    for _ in range(side):
        row = bytearray(1 + side * 3)
        for x in range(1, len(row)):
            state ^= (state << 13) & M32
            state ^= state >> 17
            state ^= (state << 5) & M32
            row[x] = state & 0xFF
        rows.append(bytes(row))

    def chunk(kind, data):
        body_ = kind + data
        return struct.pack(">I", len(data)) + body_ + struct.pack(">I", zlib.crc32(body_) & M32)

    header = struct.pack(">IIBBBBB", side, side, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
        + chunk(b"IEND", b"")
    )


def add_text(slide, left, top, width, height, paragraphs, size, bold=False):
    frame = slide.shapes.add_textbox(left, top, width, height).text_frame
    frame.word_wrap = True
    for index, text in enumerate(paragraphs):
        paragraph = frame.paragraphs[0] if index == 0 else frame.add_paragraph()
        run = paragraph.add_run()
        run.text = text
        run.font.size = Pt(size)
        run.font.bold = bold


def text_deck(path):
    deck = Presentation()
    blank = deck.slide_layouts[6]
    for number in range(1, SLIDES + 1):
        slide = deck.slides.add_slide(blank)
        add_text(slide, Inches(0.4), Inches(0.2), Inches(9.2), Inches(0.6), [TITLE], 24, True)
        add_text(slide, Inches(0.4), Inches(0.9), Inches(4.4), Inches(6), body(number, BODY_PARAGRAPHS), 9)
        table = slide.shapes.add_table(TABLE_ROWS, COLUMNS, Inches(5), Inches(0.9), Inches(4.6), Inches(6)).table
        for row in range(TABLE_ROWS):
            for column in range(COLUMNS):
                frame = table.cell(row, column).text_frame
                run = frame.paragraphs[0].add_run()
                run.text = cell_text(number, row, column)
                run.font.size = Pt(7 + (number + row + column) % 3)
                run.font.name = "Calibri"
                run.font.color.rgb = RGBColor.from_string(COLOURS[(row + column) % len(COLOURS)])
    deck.save(path)


def image_deck(path):
    deck = Presentation()
    blank = deck.slide_layouts[6]
    for number in range(1, SLIDES + 1):
        slide = deck.slides.add_slide(blank)
        add_text(slide, Inches(0.4), Inches(0.2), Inches(9.2), Inches(0.6), [TITLE], 24, True)
        add_text(slide, Inches(0.4), Inches(1), Inches(4.6), Inches(3), body(number, 4), 12)
        png = io.BytesIO(noise_png(IMAGE_SIDE, number))
        slide.shapes.add_picture(png, Inches(5.4), Inches(1), Inches(3.5), Inches(3.5))
    deck.save(path)


if __name__ == "__main__":
    out = sys.argv[1]
    text_deck(out + "/python-pptx-text.pptx")
    image_deck(out + "/python-pptx-images.pptx")
