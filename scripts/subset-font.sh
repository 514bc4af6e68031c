#!/usr/bin/env bash
# Regenerates app/fonts/inter-latin-wght-400-800.woff2 from @fontsource-variable/inter: only the
# characters the site can show (Basic Latin, Latin-1, typographic quotes and dashes, bullet,
# ellipsis, the rupee sign, the right arrow), only kerning and glyph composition among the
# OpenType features, and only the weights the site uses (400 to 800). 48 KB becomes about 21 KB.
# Needs fontTools with brotli: `apt-get install python3-fonttools python3-brotli` (Debian) or
# `pip install fonttools brotli`. Keep UNICODES in step with the unicode-range in app/layout.tsx.
set -euo pipefail
cd "$(dirname "$0")/.."

UNICODES='U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+20B9,U+2192'
SOURCE=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
TARGET=app/fonts/inter-latin-wght-400-800.woff2
PYTHON=${PYTHON:-python3}
subset=$(mktemp --suffix=.woff2)
trap 'rm -f "$subset"' EXIT

"$PYTHON" -m fontTools.subset "$SOURCE" --unicodes="$UNICODES" --layout-features=kern,ccmp \
  --flavor=woff2 --output-file="$subset"
"$PYTHON" - "$subset" "$TARGET" <<'PY'
import sys
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

font = instancer.instantiateVariableFont(TTFont(sys.argv[1]), {"wght": (400, 800)})
font.flavor = "woff2"
font.save(sys.argv[2])
PY
ls -l "$TARGET"
