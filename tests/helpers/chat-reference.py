"""The reference chat analyzer's numbers for each case, its follow-up slip fixed.

argv[1]: the skill's folder. stdin: [{"path", "target", "user"}, ...]
stdout: [{"messages": n, "score": ..., ...}, ...] (or {"error": "..."}).
"""
import json
import sys

sys.path.insert(0, sys.argv[1])
from tools import chat_parser as cp  # noqa: E402


class Fixed(cp.SignalAnalyzer):
    def topic_analysis(self):
        out = super().topic_analysis()
        n = 0
        for i in range(1, len(self.messages)):
            prev, curr = self.messages[i - 1], self.messages[i]
            delay = (curr.timestamp - prev.timestamp).total_seconds()
            if self.user in prev.sender and self.target in curr.sender and delay < 3600 and ('？' in curr.content or '?' in curr.content):
                n += 1
        out["target_follow_up_questions"] = n
        return out


result = []
for case in json.load(sys.stdin):
    try:
        msgs = cp.parse_chat(case["path"], case["target"], case["user"])
    except Exception as e:  # the reference gives up on the whole file
        result.append({"error": f"{type(e).__name__}: {e}"})
        continue
    if case.get("page_only"):
        # simp reads an MHT page up to the end of its MIME part (the reference glues the pictures on).
        for m in msgs:
            m.content = m.content.split(" ------=_NextPart")[0]
    a = Fixed(msgs, case["target"], case["user"])
    counts = a.message_counts()
    init = a.initiative_analysis()
    speed = a.reply_speed_analysis()
    length = a.message_length_analysis()
    late = a.late_night_analysis()
    topic = a.topic_analysis()
    feats = a.language_features()
    score = a.signal_score()
    result.append({
        "messages": len(msgs),
        "counts": counts,
        "range": a.date_range(),
        "initiative": [init["target_initiates"], init["user_initiates"], init["target_initiative_ratio"]],
        "reply": [speed["target_reply"].get("avg_seconds"), speed["target_reply"].get("fast_ratio"), speed["user_reply"].get("avg_seconds"), speed["trend"]],
        "length": [length["target_avg_len"], length["user_avg_len"], length["target_long_msgs"]],
        "late": [late["target_late_msgs"], late["target_initiates_late_night"]],
        "follow_ups": topic["target_follow_up_questions"],
        "top_topics": topic["top_topics"],
        "particles": feats["top_particles"],
        "style": feats["message_style"],
        "score": score["score"],
    })
json.dump(result, sys.stdout, ensure_ascii=False)
