"""The automatic check of fair dice, in sentences: at resume (the program still keeps the seed
secret and checks the record against it) and at the end of a match (against the revealed seed).

:func:`check_match` runs the engine's check (:meth:`bgdesk.engine.fairdice.FairDice.check_record`
or :func:`bgdesk.engine.fairdice.verify`) and returns a :class:`FairOutcome`: whether it passed,
and the sentence to show, translated. A failure names the first roll that does not follow (which
game, which roll of it and of the match, whose, what the record shows and what the seed gives);
an edited roll counter in a saved match is named too, with the roll that comes next instead.
"""

from __future__ import annotations

from dataclasses import dataclass

from bgdesk.engine.errors import BgdeskError
from bgdesk.gui.i18n import Context

FairCheck = Context("FairCheck")


@dataclass(frozen=True)
class FairOutcome:
    ok: bool
    text: str
    rolls: int = 0
    counter: int | None = None  # an edited roll counter found in the saved match


def _dice(d) -> str:
    return f"{d[0]}-{d[1]}"


def failure_sentence(err: BgdeskError, names: tuple[str, str]) -> str:
    """Why the dice do not verify, as sentences in the language in use."""
    why, det = getattr(err, "reason", ""), getattr(err, "details", {}) or {}
    if why == "roll":
        p = det.get("player")
        who = names[p] if p in (0, 1) else FairCheck.tr("a tied opening roll")
        return FairCheck.tr(
            "The dice do not follow from what was committed. The first roll that does not: game "
            "{game}, roll {k} of that game ({who}; roll {n} of the match). The record shows "
            "{shown}, but the seed and the players' parts give {expected}.").format(
                game=det.get("game"), k=det.get("roll_in_game"), who=who, n=det.get("roll"),
                shown=_dice(det.get("recorded", (0, 0))),
                expected=_dice(det.get("expected", (0, 0))))
    words = {
        "not-fair": FairCheck.tr("These dice were not fair dice with a commitment, so there is "
                                 "nothing to check."),
        "unverifiable": FairCheck.tr("The fair dice of this match could not be restored after a "
                                     "restart, and it went on with ordinary dice, so it can no "
                                     "longer be verified."),
        "no-commitment": FairCheck.tr("The record carries no valid commitment (64 hex digits)."),
        "two-commitments": FairCheck.tr("The record carries two different commitments."),
        "not-revealed": FairCheck.tr("The seed has not been revealed yet: it is shown when the "
                                     "match is over."),
        "bad-seed": FairCheck.tr("The revealed seed cannot be used."),
        "seed-mismatch": FairCheck.tr("The seed does not give the commitment shown before the "
                                      "first roll: the seed or the commitment has been changed."),
        "bad-start": FairCheck.tr("The record does not start at the first roll of its seed, so "
                                  "its dice cannot be verified."),
        "bad-parts": FairCheck.tr("The players' parts in the record cannot be used: they do not "
                                  "match their hashes."),
        "too-many-rolls": FairCheck.tr("The record holds more rolls than any match can."),
    }
    return words.get(why, FairCheck.tr("The dice could not be verified."))


def check_match(match, names: tuple[str, str], record=None) -> FairOutcome | None:
    """Check ``match``'s fair dice: against the revealed seed once it is revealed (``record``,
    the record with the seed, default ``match.record()``), else against the seed the program
    keeps (at resume). None when the match has no fair dice to check."""
    from bgdesk.engine.fairdice import FairDice, verify

    dice = match.dice
    if not isinstance(dice, FairDice) or match.commitment != dice.commitment:
        return None
    record = record if record is not None else match.record()
    try:
        if dice.revealed:
            n, counter = verify(record), None
        else:
            found = dice.check_record(record)
            n, counter = found.rolls, found.saved_counter
    except BgdeskError as e:
        return FairOutcome(False, failure_sentence(e, names))
    if counter is not None:
        return FairOutcome(True, FairCheck.tr(
            "The saved match was changed after bgdesk saved it: its roll counter says {saved}, "
            "but its record holds {n} rolls. That counter is not used: the next roll is roll "
            "{next} of the seed, as the record says, and the {n} rolls so far follow from the "
            "commitment and the players' parts.").format(saved=counter, n=n, next=n + 1),
            rolls=n, counter=counter)
    if dice.revealed:
        return FairOutcome(True, FairCheck.tr(
            "Dice verified: the revealed seed gives the commitment, and all {n} rolls follow "
            "from it and the players' parts.").format(n=n), rolls=n)
    return FairOutcome(True, FairCheck.tr(
        "Fair dice checked: the {n} rolls so far follow from the committed seed and the "
        "players' parts.").format(n=n), rolls=n)


__all__ = ["FairOutcome", "check_match", "failure_sentence"]
