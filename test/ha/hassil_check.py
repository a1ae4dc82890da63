"""Matches sentences against our Assist templates the way Home Assistant matches sentence triggers
(homeassistant/components/conversation/default_agent.py, the same in 2024.3, 2025.4 and 2026.11: one
hassil intent per trigger, every {slot} a wildcard, recognize_all, stop at the first repeated
trigger), with the hassil of the Core under test (run by that Core's venv python: hassil 1.6.1 in
2024.3.3, 2.2.3 in 2025.4.4, 3.12.1 in 2026.11.0).

Also samples Home Assistant's own built-in sentences (home_assistant_intents' templates for the
language, with example names and areas) so a test can check that none of them reaches our triggers.

And samples our own templates, to check that each of their sentences runs exactly one family.

stdin (JSON): {"language": "en", "families": {"battery": ["template", ...], ...},
               "sentences": ["what's our battery", ...], "builtin_per_template": 30,
               "own_per_template": 30, "seed": 1}
stdout (JSON): {"sentences": [{"text", "families": [id, ...], "slots": {id: {slot: value}}}],
                "builtin_count": n, "builtin_captured": [{"intent", "text", "families"}],
                "own_count": n, "own_crossed": [{"family", "text", "families"}]}

Several checks in one run (one Python start, which costs a second or more in a chroot): stdin
{"batch": [request, ...]} gives {"batch": [result, ...]}, in the same order.
"""
import json
import random
import sys

from hassil.expression import ListReference, RuleReference, TextChunk

try:  # hassil 1.x and 2.x: one Sequence class, its `type` says group, alternative or permutation
    from hassil.expression import Sequence, SequenceType

    Alternative = Permutation = None
except ImportError:  # hassil 3.x: a Group class with Sequence, Alternative and Permutation kinds
    from hassil.expression import Alternative, Group as Sequence, Permutation

    SequenceType = None
from hassil.intents import Intents, RangeSlotList, TextSlotList, WildcardSlotList
from hassil.recognize import recognize_all
from hassil.util import normalize_whitespace

# Example values for HA's lists when sampling its own sentences (names of things in a home).
EXAMPLE_VALUES = {
    "name": ["phone", "kitchen light", "outside temperature", "house battery", "engine", "living room lamp", "celular", "luz da sala"],
    "area": ["kitchen", "living room", "bedroom", "cozinha", "sala", "quarto"],
}
# Words for our own wildcards when sampling our templates.
WILDCARD_VALUES = ["house", "start", "port", "fuel", "fresh water", "serviço", "bombordo", "água"]


def wildcard_list(name):
    """A wildcard slot list: hassil 2.x names it (WildcardSlotList(name)), 1.x takes no argument."""
    try:
        return WildcardSlotList(name)
    except TypeError:
        return WildcardSlotList()


def inner(expr):
    """hassil 3.x keeps a template as a Sentence holding its expression; 1.x and 2.x's Sentence is the expression."""
    e = getattr(expr, "expression", None)
    return e if e is not None and not isinstance(expr, (Sequence, TextChunk, ListReference, RuleReference)) else None


def collect_wildcards(expr, names):
    if isinstance(expr, ListReference):
        names.add(expr.list_name)
    elif isinstance(expr, Sequence):
        for item in expr.items:
            collect_wildcards(item, names)
    elif inner(expr) is not None:
        collect_wildcards(inner(expr), names)


def our_intents(language, families):
    intents = Intents.from_dict(
        {"language": language, "intents": {fid: {"data": [{"sentences": t}]} for fid, t in families.items()}}
    )
    names = set()
    for intent in intents.intents.values():
        for data in intent.data:
            for sentence in data.sentences:
                collect_wildcards(sentence, names)
    for name in names:
        intents.slot_lists[name] = wildcard_list(name)
    return intents


def match(text, intents):
    """Every trigger (family) HA would run for `text`, with the slots of its first match."""
    found = {}
    for result in recognize_all(text, intents):
        fid = result.intent.name
        if fid in found:
            break  # what HA does: stop at the first repeat
        found[fid] = {k: (e.text or "").strip() for k, e in result.entities.items()}
    return found


def sample(expr, rules, lists, rng, depth=0):
    """One random expansion of a hassil expression (random alternatives and optionals)."""
    if depth > 40:
        return ""
    if isinstance(expr, TextChunk):
        return expr.original_text
    if inner(expr) is not None:
        return sample(inner(expr), rules, lists, rng, depth + 1)
    if SequenceType is None and isinstance(expr, Sequence):
        # hassil 3.x: an optional [x] is an Alternative whose last item is an empty text.
        if isinstance(expr, Alternative):
            return sample(rng.choice(expr.items), rules, lists, rng, depth + 1)
        if isinstance(expr, Permutation):
            items = list(expr.items)
            rng.shuffle(items)
            return " ".join(sample(i, rules, lists, rng, depth + 1) for i in items)
        return "".join(sample(i, rules, lists, rng, depth + 1) for i in expr.items)
    if isinstance(expr, Sequence):
        if expr.type == SequenceType.ALTERNATIVE:
            return sample(rng.choice(expr.items), rules, lists, rng, depth + 1)
        if getattr(SequenceType, "PERMUTATION", None) is not None and expr.type == SequenceType.PERMUTATION:
            items = list(expr.items)  # hassil 2.x: (a;b) in any order
            rng.shuffle(items)
            return " ".join(sample(i, rules, lists, rng, depth + 1) for i in items)
        return "".join(sample(i, rules, lists, rng, depth + 1) for i in expr.items)
    if isinstance(expr, ListReference):
        values = EXAMPLE_VALUES.get(expr.list_name)
        if isinstance(lists.get(expr.list_name), WildcardSlotList):
            values = WILDCARD_VALUES
        if values:
            return rng.choice(values)
        slot_list = lists.get(expr.list_name)
        if isinstance(slot_list, TextSlotList) and slot_list.values:
            return sample(rng.choice(slot_list.values).text_in, rules, lists, rng, depth + 1)
        if isinstance(slot_list, RangeSlotList):
            return str(rng.randrange(slot_list.start, slot_list.stop + 1, slot_list.step))
        return "something"
    if isinstance(expr, RuleReference):
        rule = rules.get(expr.rule_name)
        return sample(rule, rules, lists, rng, depth + 1) if rule is not None else ""
    return ""


def builtin_sentences(language, per_template, rng):
    from home_assistant_intents import get_intents  # only here: matching our sentences needs hassil alone

    # home-assistant-intents keys Brazilian Portuguese "pt-br" up to 2025.x and "pt-BR" in 2026.x.
    data = get_intents(language) or get_intents(language.lower())
    if data is None:
        return []
    intents = Intents.from_dict(data)
    out = []
    for name, intent in intents.intents.items():
        for intent_data in intent.data:
            rules = {**intents.expansion_rules, **(intent_data.expansion_rules or {})}
            for sentence in intent_data.sentences:
                seen = set()
                for _ in range(per_template):
                    text = normalize_whitespace(sample(sentence, rules, intents.slot_lists, rng)).strip()
                    if text and text not in seen:
                        seen.add(text)
                        out.append((name, text))
    return out


def main():
    req = json.load(sys.stdin)
    if "batch" in req:
        json.dump({"batch": [check(r) for r in req["batch"]]}, sys.stdout, ensure_ascii=False)
    else:
        json.dump(check(req), sys.stdout, ensure_ascii=False)


def check(req):
    intents = our_intents(req["language"], req["families"])
    result = {"sentences": [], "builtin_count": 0, "builtin_captured": []}
    for text in req.get("sentences", []):
        found = match(text, intents)
        result["sentences"].append({"text": text, "families": list(found), "slots": found})
    per_template = int(req.get("builtin_per_template", 0))
    if per_template:
        rng = random.Random(int(req.get("seed", 1)))
        samples = builtin_sentences(req["language"], per_template, rng)
        result["builtin_count"] = len(samples)
        for name, text in samples:
            found = match(text, intents)
            if found:
                result["builtin_captured"].append({"intent": name, "text": text, "families": list(found)})
    own_per_template = int(req.get("own_per_template", 0))
    if own_per_template:
        rng = random.Random(int(req.get("seed", 1)))
        result["own_count"] = 0
        result["own_crossed"] = []
        for fid, intent in intents.intents.items():
            for intent_data in intent.data:
                for sentence in intent_data.sentences:
                    seen = set()
                    for _ in range(own_per_template):
                        text = normalize_whitespace(sample(sentence, {}, intents.slot_lists, rng)).strip()
                        if text in seen:
                            continue
                        seen.add(text)
                        result["own_count"] += 1
                        found = list(match(text, intents))
                        if found != [fid]:
                            result["own_crossed"].append({"family": fid, "text": text, "families": found})
    return result


if __name__ == "__main__":
    main()
