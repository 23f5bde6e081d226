"""Runs the time tracker's analyze on each case with a frozen clock; prints JSON.

stdin: [{"base": ..., "slug": ..., "now": "YYYY-MM-DDTHH:MM:SS", "days": N}, ...]
stdout: [{"report": <analyze's stdout for all four parts>, "parts": {...}, "data": {...}}, ...]
"""
import json
import sys
from datetime import datetime
from pathlib import Path

sys.path.insert(0, sys.argv[1])
import time_tracker as tt  # noqa: E402

FROZEN = [datetime.now()]


class Frozen(datetime):
    @classmethod
    def now(cls, tz=None):
        return FROZEN[0]


tt.datetime = Frozen
out = []
for case in json.load(sys.stdin):
    FROZEN[0] = datetime.fromisoformat(case["now"])
    base, slug, days = Path(case["base"]), case["slug"], case["days"]
    tl = tt.analyze_timeline(slug, days=days, base_dir=base)
    freq = tt.get_interaction_frequency(slug, days=days, base_dir=base)
    ms = tt.analyze_milestones(slug, base_dir=base)
    rt = tt.analyze_reply_times(slug, days=days, base_dir=base)
    gh = tt.analyze_golden_hours(slug, days=days, base_dir=base)
    parts = {
        "frequency": tt._format_frequency(tl, freq),
        "milestones": tt._format_milestones(ms),
        "reply": tt._format_reply(rt),
        "golden": tt._format_golden(gh),
    }
    out.append({
        "report": "\n\n".join(parts.values()),
        "parts": parts,
        "data": {"timeline": tl, "frequency": freq, "milestones": ms, "reply": rt, "golden": gh},
    })
json.dump(out, sys.stdout, ensure_ascii=False, default=str)
