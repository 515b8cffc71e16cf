"""What the readers of files say, in the language in use.

The readers (:mod:`bgdesk.engine.matimport` for .mat, :mod:`bgdesk.engine.fileread` for .sgf,
.xg, .xgp and position texts; no Qt) give each warning and error a code and the values that fill
its English sentence (their ``MESSAGES``); this module holds the same sentences for translation
and fills them: a point is "point 13" or "the bar", the kind of a game "a gammon", points
"2 points", a ``cause`` the sentence of the damage it names, each in the language in use. Names
and text quoted from the file are put in as they are: they are shown as plain text (see
:func:`bgdesk.gui.i18n.plain_text`).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from bgdesk.gui.i18n import Context

MatMessages = Context("MatMessages")

#: The reader's sentences by code (as in bgdesk.engine.matimport.MESSAGES, which a test checks);
#: "after-match" and "more-warnings" count things and are said in mat_message itself.
TEMPLATES = {
    "too-large": QT_TRANSLATE_NOOP(
        "MatMessages",
        "the file is larger than {limit} MB, so it is not read"),
    "binary": QT_TRANSLATE_NOOP("MatMessages", "this is binary data, not a text match file"),
    "not-text": QT_TRANSLATE_NOOP("MatMessages", "a match file is text, not {type}"),
    "no-length": QT_TRANSLATE_NOOP(
        "MatMessages",
        "this is not a match file: there is no line such as ' 5 point match'"),
    "length-too-long": QT_TRANSLATE_NOOP(
        "MatMessages",
        "a match to {length} points is longer than any match can be (at most 32767)"),
    "long-line": QT_TRANSLATE_NOOP(
        "MatMessages",
        "the line is {length} characters long; lines of a match file are short"),
    "control-char": QT_TRANSLATE_NOOP(
        "MatMessages",
        "the line holds a control character, which a text match file does not"),
    "variation": QT_TRANSLATE_NOOP(
        "MatMessages",
        "this match is {variation}, which bgdesk does not play"),
    "bad-move": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player}'s '{entry}': '{text}' is not a move such as 24/18, 13/11*, bar/22, "
        "6/off or 8/5(2)"),
    "too-many-entries": QT_TRANSLATE_NOOP(
        "MatMessages",
        "a numbered line holds at most two entries, the left player's and then the right "
        "player's"),
    "opening-double": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player}'s '{entry}' is the first roll of the game, which is one die for each "
        "player, so it cannot be a double"),
    "not-on-roll": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player}'s '{entry}' is written, but it is {other}'s turn"),
    "move-but-cannot": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player}'s '{entry}': {roll} cannot be played in this position, yet a move is "
        "written"),
    "no-checker": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player}'s '{entry}': {player} has no checker on {point}"),
    "bar-first": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player}'s '{entry}': {player} has a checker on the bar, which must come in "
        "before any other checker moves"),
    "blocked": QT_TRANSLATE_NOOP("MatMessages", "{player}'s '{entry}': {point} is held by {other}"),
    "wrong-distance": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player}'s '{entry}': {step} is a move of {pips}, which the roll {roll} does not play"),
    "not-home": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player}'s '{entry}': {player} cannot bear off before all of the checkers are in"
        " the home board"),
    "higher-checker": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player}'s '{entry}': a {die} bears a checker off {point} only when no checker "
        "stands on a higher point"),
    "too-many-moves": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player}'s '{entry}' moves more checkers than {roll} allows"),
    "dice-unused": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player}'s '{entry}' leaves part of the roll unplayed, but all of it can be "
        "played here (for example {example})"),
    "higher-die": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player}'s '{entry}': only one die of {roll} can be played here, and then it "
        "must be the higher one ({example})"),
    "ambiguous-hit": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player}'s '{entry}': {step} passes two lone checkers of {other}'s and the file "
        "does not say which one was hit"),
    "double-crawford": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player} doubles in the Crawford game, when the cube is not used"),
    "no-crawford": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player} doubles in game {game}, which would be the Crawford game: the match was "
        "played without the Crawford rule, and is read so"),
    "double-owner": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player} doubles, but the cube belongs to {other}"),
    "double-no-cube": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player} doubles, but this match is played without the cube"),
    "double-limit": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player} doubles, but the cube cannot go past 64"),
    "double-early": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player}'s '{entry}' comes before the game has begun"),
    "double-pending": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player}'s '{entry}' comes while a double already waits for an answer"),
    "double-turn": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player}'s '{entry}' comes when it is {other}'s turn to roll"),
    "beaver-no-double": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player}'s '{entry}' comes when no double waits for {player}'s answer"),
    "beaver-not-allowed": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player} beavers, which only money sessions with beavers allow"),
    "beaver-dropped": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player} passes {other}'s beaver, which bgdesk cannot record"),
    "raccoon": QT_TRANSLATE_NOOP("MatMessages", "{player} raccoons, which bgdesk does not play"),
    "game-over": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player}'s '{entry}' comes after the end of the game"),
    "score-reached": QT_TRANSLATE_NOOP(
        "MatMessages",
        "the score {score} has already reached the match length {length}"),
    "wins-while-doubled": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player}'s '{entry}' comes while {player}'s own double waits for an answer"),
    "skipped": QT_TRANSLATE_NOOP(
        "MatMessages",
        "'{text}' is not a roll, a move or a cube action; it is left out"),
    "no-score-line": QT_TRANSLATE_NOOP(
        "MatMessages",
        "game {game} has no line with the players' names and scores"),
    "score-differs": QT_TRANSLATE_NOOP(
        "MatMessages",
        "the score before game {game} is written as {written}, but the games before it "
        "make it {computed}; {computed} is used"),
    "names-differ": QT_TRANSLATE_NOOP(
        "MatMessages",
        "game {game} names the players {name0} and {name1}, where the first game named "
        "them {first0} and {first1}; the first names are kept"),
    "winner-differs": QT_TRANSLATE_NOOP(
        "MatMessages",
        "the file says {written} won game {game}, but as played {winner} won it; the game"
        " is kept as played"),
    "points-differ": QT_TRANSLATE_NOOP(
        "MatMessages",
        "the file says game {game} was worth {pts_written}, but as played it scores "
        "{pts}, which is kept"),
    "resign-points": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{loser} gave up game {game} for {pts_written}; at a cube of {cube} that is read "
        "as {kind}, worth {pts}"),
    "said-cannot-move": QT_TRANSLATE_NOOP(
        "MatMessages",
        "the file says {player} cannot play {roll}, but {play} can be played (the only "
        "play), and it is played"),
    "forced-move": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player}'s roll of {roll} has no move written; the only play, {play}, is made"),
    "missing-turn": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player}'s turn before this line is not written; it is read as a roll of {roll},"
        " which {player} could not play"),
    "take-implied": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player}'s answer to the double is not written; it is read as a take"),
    "drop-implied": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player}'s answer to the double is not written; the end of the game says it was "
        "a pass"),
    "no-double": QT_TRANSLATE_NOOP(
        "MatMessages",
        "'{entry}' answers a double that was not offered; it is left out"),
    "double-value": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player}'s double is written as {written}, but it takes the cube to {value}"),
    "star-no-hit": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player}'s '{entry}' marks a hit on {point}, but no lone checker of {other}'s "
        "stands there"),
    "hit-implied": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player}'s '{entry}' does not say where {step} hit; read as {play}"),
    "unfinished": QT_TRANSLATE_NOOP(
        "MatMessages",
        "game {game} stops without a result; it is kept unfinished, and the next game "
        "begins at the score its line gives"),
    "second-match": QT_TRANSLATE_NOOP(
        "MatMessages",
        "another match begins here; only the first one is read"),
    "bad-tag": QT_TRANSLATE_NOOP(
        "MatMessages",
        "the {tag} tag says '{value}', which is not understood; it is ignored"),
    "setup-skipped": QT_TRANSLATE_NOOP(
        "MatMessages",
        "a game set up from a position cannot be read; the line is left out"),
    "fair-tags": QT_TRANSLATE_NOOP(
        "MatMessages",
        "the fair-dice tags do not fit together, so these dice cannot be checked; the "
        "games are read without them"),
    "game-cut": QT_TRANSLATE_NOOP(
        "MatMessages",
        "game {game} cannot be read on from here: {reason}; it is kept up to the line before, "
        "unfinished, and the rest of it is left out"),
    "game-rest": QT_TRANSLATE_NOOP("MatMessages", "{reason}; the rest of game {game} is left out"),
    "roll-passed": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player} rolled {roll} in game {game} and no move is written, although {roll} can be "
        "played (for example {example}); GNU Backgammon reads on as if the roll was passed, so "
        "the game is kept up to here and the rest of it is read as a game set up from this "
        "position"),
}

#: The sentences of the readers of other programs' files (as in
#: bgdesk.engine.fileread.MESSAGES, which a test checks).
FILE_TEMPLATES = {
    "file-empty": QT_TRANSLATE_NOOP("MatMessages", "the file is empty"),
    "file-unknown": QT_TRANSLATE_NOOP(
        "MatMessages",
        "this is not a file bgdesk reads: not a match (.mat, .sgf, .xg), nor a position (.xgp, "
        "or text with an XGID or GNU Backgammon's IDs)"),
    "sgf-not": QT_TRANSLATE_NOOP(
        "MatMessages",
        "this is not an .sgf file of GNU Backgammon: it does not begin with '(;'"),
    "sgf-open": QT_TRANSLATE_NOOP(
        "MatMessages", "the .sgf text ends inside a value that begins on line {at}"),
    "sgf-no-game": QT_TRANSLATE_NOOP("MatMessages", "the .sgf file holds no backgammon game"),
    "xg-not": QT_TRANSLATE_NOOP(
        "MatMessages", "this is not a file of eXtreme Gammon: it does not begin with 'RGMH'"),
    "xg-damaged": QT_TRANSLATE_NOOP(
        "MatMessages", "the eXtreme Gammon file is damaged: {part} cannot be unpacked"),
    "xg-version": QT_TRANSLATE_NOOP(
        "MatMessages",
        "this file was written by a newer eXtreme Gammon (file version {version}); bgdesk "
        "reads versions up to {limit}"),
    "xg-empty": QT_TRANSLATE_NOOP(
        "MatMessages", "the eXtreme Gammon file holds no game and no position"),
    "nothing-read": QT_TRANSLATE_NOOP("MatMessages", "no game of this file can be read: {reason}"),
    "no-position": QT_TRANSLATE_NOOP(
        "MatMessages",
        "the file holds no position: no XGID, and no Position ID with its Match ID"),
    "game-skipped": QT_TRANSLATE_NOOP(
        "MatMessages",
        "game {game} is not a backgammon game that bgdesk plays ({what}); it is left out"),
    "result-differs": QT_TRANSLATE_NOOP(
        "MatMessages",
        "the file says {written} won game {game} with {pts_written}, but as played {winner} won "
        "{pts}, which is kept"),
    "diagram-differs": QT_TRANSLATE_NOOP(
        "MatMessages",
        "position {number}: the board drawn beside the ID shows {drawn} on {point}, where the "
        "ID has {expected}; the ID is used"),
    "position-unread": QT_TRANSLATE_NOOP(
        "MatMessages", "position {number} cannot be read: {reason}; it is left out"),
    "analysis-left": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{count} analysed decision(s) do not fit the moves played and are left out"),
    "comment-left": QT_TRANSLATE_NOOP("MatMessages", "the comments in the file are not shown"),
    "refused": QT_TRANSLATE_NOOP("MatMessages", "{reason}"),
    "illegal-play": QT_TRANSLATE_NOOP(
        "MatMessages", "{player}'s {play} is not a legal play of {roll} here"),
    "setup": QT_TRANSLATE_NOOP(
        "MatMessages", "the position the game starts from cannot be played: {reason}"),
    "roll-unrecorded": QT_TRANSLATE_NOOP(
        "MatMessages",
        "{player} rolled {roll} and no move is recorded, although it can be played (for "
        "example {example})"),
    "game-stopped": QT_TRANSLATE_NOOP(
        "MatMessages",
        "game {game} cannot be read on from its move {move}: {reason}; it is kept up to there, "
        "unfinished, and the rest of it is left out"),
    "roll-read-on": QT_TRANSLATE_NOOP(
        "MatMessages",
        "in game {game}, {player} rolled {roll} and no move is recorded, although {roll} can be "
        "played (for example {example}); GNU Backgammon reads on as if the roll was passed, so "
        "the game is kept up to there and the rest of it is read as a game set up from that "
        "position"),
    "games-left": QT_TRANSLATE_NOOP(
        "MatMessages",
        "only the first {game} games of the file are read; the {count} game(s) after them are "
        "left out"),
    "positions-left": QT_TRANSLATE_NOOP(
        "MatMessages",
        "only the first {game} positions of the file are read; the {count} position(s) after "
        "them are left out"),
}


def _sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def mat_message(code: str, values: dict) -> str:
    """The sentence for ``code`` filled with ``values``, in the language in use (no line)."""
    from bgdesk.gui.match.controller import resign_words

    if code == "after-match":
        return MatMessages.tr("the match was won in game {game}; the %n game(s) after it are not "
                              "read", "", int(values.get("count", 0))).format(**values)
    if code == "more-warnings":
        return MatMessages.tr("%n more warning(s) like these", "", int(values.get("count", 0)))
    if code == "analysis-left":
        return MatMessages.tr("%n analysed decision(s) do not fit the moves played and are left "
                              "out", "", int(values.get("count", 0)))
    shown = dict(values)
    for key, v in values.items():
        if key == "cause":
            cause_code, cause_values = v
            shown["reason"] = mat_message(cause_code, cause_values)
        elif key == "point":
            shown[key] = MatMessages.tr("the bar") if v == 25 else MatMessages.tr(
                "point {n}").format(n=v)
        elif key == "kind":
            shown[key] = resign_words(v)
        elif key.startswith("pts"):
            shown[key] = MatMessages.tr("%n point(s)", "", int(v))
    template = _template(code, values)
    if template is None:
        return ""
    try:
        return QCoreApplication.translate("MatMessages", template).format(**shown)
    except (KeyError, IndexError, ValueError):
        # A translation whose fields do not fit: the English sentence is still right.
        return template.format(**shown)


def _template(code: str, values: dict) -> str | None:
    return TEMPLATES.get(code) or FILE_TEMPLATES.get(code)


def line_message(line: int, code: str, values: dict) -> str:
    """A warning or an error as a sentence, naming its line when it has one."""
    text = mat_message(code, values)
    if line:
        return _sentence(MatMessages.tr("Line {n}: {text}").format(n=line, text=text))
    return _sentence(text)


def error_sentence(error) -> str:
    """The sentence for an error the reader raised (:class:`MatReadError`), or the error's own
    words for any other error."""
    code = getattr(error, "code", None)
    if code in TEMPLATES or code in FILE_TEMPLATES or code in ("after-match", "more-warnings"):
        return line_message(error.line, code, error.values)
    return _sentence(str(error))


def warning_sentences(notes) -> list[str]:
    """Each warning (:class:`MatNote`) as a sentence naming its line."""
    return [line_message(n.line, n.code, n.values) for n in notes]


__all__ = ["FILE_TEMPLATES", "TEMPLATES", "error_sentence", "line_message", "mat_message",
           "warning_sentences"]
