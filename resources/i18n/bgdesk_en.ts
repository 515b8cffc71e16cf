<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AnalysisWindow</name>
    <message numerus="yes">
        <source>%n game(s): the analysis {program} stored in the file.</source>
        <translation>
            <numerusform>%n game: the analysis {program} stored in the file.</numerusform>
            <numerusform>%n games: the analysis {program} stored in the file.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) analysed with bgsage.</source>
        <translation>
            <numerusform>%n game analysed with bgsage.</numerusform>
            <numerusform>%n games analysed with bgsage.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Archive</name>
    <message numerus="yes">
        <source>to %n point(s)</source>
        <translation>
            <numerusform>to %n point</numerusform>
            <numerusform>to %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n deleted file(s) for good? They cannot be brought back.</source>
        <translation>
            <numerusform>Remove %n deleted file for good? They cannot be brought back.</numerusform>
            <numerusform>Remove %n deleted files for good? They cannot be brought back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deleted file(s) removed for good.</source>
        <translation>
            <numerusform>%n deleted file removed for good.</numerusform>
            <numerusform>%n deleted files removed for good.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardItems</name>
    <message numerus="yes">
        <source>%n pip(s)</source>
        <comment>pip count beside a player&apos;s name</comment>
        <translation>
            <numerusform>%n pip</numerusform>
            <numerusform>%n pips</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message numerus="yes">
        <source>Match to %n</source>
        <comment>the match length, in the band at the top</comment>
        <translation>
            <numerusform>Match to %n</numerusform>
            <numerusform>Match to %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChouetteController</name>
    <message numerus="yes">
        <source>%n game(s) played; next: {box} in the box, {captain} captain.</source>
        <translation>
            <numerusform>%n game played; next: {box} in the box, {captain} captain.</numerusform>
            <numerusform>%n games played; next: {box} in the box, {captain} captain.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChouetteMode</name>
    <message numerus="yes">
        <source>{when}: {players} (%n game(s))</source>
        <translation>
            <numerusform>{when}: {players} (%n game)</numerusform>
            <numerusform>{when}: {players} (%n games)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message numerus="yes">
        <source>{doubler} doubles to {value}. Take and play on for {value} with the cube on your side, or pass and give up this game for %n point(s).</source>
        <translation>
            <numerusform>{doubler} doubles to {value}. Take and play on for {value} with the cube on your side, or pass and give up this game for %n point.</numerusform>
            <numerusform>{doubler} doubles to {value}. Take and play on for {value} with the cube on your side, or pass and give up this game for %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{resigner} offers to resign {what}: accept and win %n point(s) now, or decline and play on.</source>
        <translation>
            <numerusform>{resigner} offers to resign {what}: accept and win %n point now, or decline and play on.</numerusform>
            <numerusform>{resigner} offers to resign {what}: accept and win %n points now, or decline and play on.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintWindow</name>
    <message numerus="yes">
        <source>Equities are per point at stake, after the play, for the player to move; %n play(s) in all.</source>
        <translation>
            <numerusform>Equities are per point at stake, after the play, for the player to move; %n play in all.</numerusform>
            <numerusform>Equities are per point at stake, after the play, for the player to move; %n plays in all.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Interop</name>
    <message numerus="yes">
        <source>%n positions pasted. Step through them with Page Up and Page Down; Play from here plays on from one.</source>
        <translation>
            <numerusform>%n positions pasted. Step through them with Page Up and Page Down; Play from here plays on from one.</numerusform>
            <numerusform>%n positions pasted. Step through them with Page Up and Page Down; Play from here plays on from one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) were dropped; the first {max} are opened.</source>
        <extracomment>At most this many files dropped at once are opened.</extracomment>
        <translation>
            <numerusform>%n file were dropped; the first {max} are opened.</numerusform>
            <numerusform>%n files were dropped; the first {max} are opened.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n position(s) read. Step through them with Page Up and Page Down; Play from here plays on from one.</source>
        <translation>
            <numerusform>{name}: %n position read. Step through them with Page Up and Page Down; Play from here plays on from one.</numerusform>
            <numerusform>{name}: %n positions read. Step through them with Page Up and Page Down; Play from here plays on from one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n game(s) read, with remarks about the file.</source>
        <translation>
            <numerusform>{name}: %n game read, with remarks about the file.</numerusform>
            <numerusform>{name}: %n games read, with remarks about the file.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n game(s) read. Step through them with the arrow keys.</source>
        <translation>
            <numerusform>{name}: %n game read. Step through them with the arrow keys.</numerusform>
            <numerusform>{name}: %n games read. Step through them with the arrow keys.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… and %n more.</numerusform>
            <numerusform>… and %n more.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MatMessages</name>
    <message numerus="yes">
        <source>the match was won in game {game}; the %n game(s) after it are not read</source>
        <translation>
            <numerusform>the match was won in game {game}; the %n game after it are not read</numerusform>
            <numerusform>the match was won in game {game}; the %n games after it are not read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more warning(s) like these</source>
        <translation>
            <numerusform>%n more warning like these</numerusform>
            <numerusform>%n more warnings like these</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n analysed decision(s) do not fit the moves played and are left out</source>
        <translation>
            <numerusform>%n analysed decision do not fit the moves played and are left out</numerusform>
            <numerusform>%n analysed decisions do not fit the moves played and are left out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <comment>match length spin box, after &apos;Match to&apos;</comment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PositionSetup</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <comment>match length spin box</comment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RolloutPanel</name>
    <message numerus="yes">
        <source>Rolling out %n play(s)…</source>
        <translation>
            <numerusform>Rolling out %n play…</numerusform>
            <numerusform>Rolling out %n plays…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message numerus="yes">
        <source>Match to %n</source>
        <translation>
            <numerusform>Match to %n</numerusform>
            <numerusform>Match to %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message numerus="yes">
        <source>net {net} point(s)</source>
        <comment>the net points after the games won and lost</comment>
        <translation>
            <numerusform>net {net} point</numerusform>
            <numerusform>net {net} points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) recorded: {wins} won, {losses} lost, {net}.</source>
        <translation>
            <numerusform>%n game recorded: {wins} won, {losses} lost, {net}.</numerusform>
            <numerusform>%n games recorded: {wins} won, {losses} lost, {net}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Kept but not counted: %n game(s) of matches with take-backs.</source>
        <translation>
            <numerusform>Kept but not counted: %n game of matches with take-backs.</numerusform>
            <numerusform>Kept but not counted: %n games of matches with take-backs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chouette game(s) recorded. In the box, the points are those the box won or lost against the whole team; in the team, each member&apos;s own.</source>
        <translation>
            <numerusform>%n chouette game recorded. In the box, the points are those the box won or lost against the whole team; in the team, each member&apos;s own.</numerusform>
            <numerusform>%n chouette games recorded. In the box, the points are those the box won or lost against the whole team; in the team, each member&apos;s own.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n drill set(s) answered, {answers} positions in all.</source>
        <translation>
            <numerusform>%n drill set answered, {answers} positions in all.</numerusform>
            <numerusform>%n drill sets answered, {answers} positions in all.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message numerus="yes">
        <source>Not saved: %n file(s)</source>
        <translation>
            <numerusform>Not saved: %n file</numerusform>
            <numerusform>Not saved: %n files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n failed write(s))</source>
        <translation>
            <numerusform>(%n failed write)</numerusform>
            <numerusform>(%n failed writes)</numerusform>
        </translation>
    </message>
</context>
</TS>
