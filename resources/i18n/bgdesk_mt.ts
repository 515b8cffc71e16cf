<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="mt" sourcelanguage="en">
<context>
    <name>BoardItems</name>
    <message numerus="yes">
        <source>%n pip(s)</source>
        <comment>pip count beside a player&apos;s name</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message numerus="yes">
        <source>Match to %n</source>
        <comment>the match length, in the band at the top</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Crawford game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money session</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoxAnswerDialog</name>
    <message>
        <source>The team ({members}) doubles. Take: every cube is doubled and comes to your side. Pass: you pay each member their stake now ({each}; {total} in all) and the game ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass (pay {total})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beaver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, your decision</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChouetteController</name>
    <message>
        <source>Box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New chouette: {names}. Everyone rolls one die for the seats; {first} rolls first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chouette resumed: {ledger}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic double: every cube is now at {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} rolls {die}. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} rolls {die}. Tie between {tied}: they roll again; {next} first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} rolls {die}. {next}: roll for your seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{box} is in the box, {captain} is captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, then {rest}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click here or press Roll to start the first game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll for the seats first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The current game is not over yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game {n}: {box} in the box against {team}; {captain} is captain. Roll for the opening.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game {n} set up: {name} to {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doubling is not possible now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resigning is not possible now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is a computer player: wait for its decision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is acting captain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{box} (box) doubles {names}. {next}: take or pass?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} proposes a team double.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} agrees.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{next}: agree or refuse?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team doubles {box}. {box}: take or pass?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} refuses: no team double this turn. {captain} to roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{box} takes the team&apos;s double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{box} beavers the team&apos;s double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: the cubes are on the box&apos;s side at {value}. {captain} to roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} takes at {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} beavers at {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} passes and pays {box} {points}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{next}: take or pass?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{box} to roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} offers to resign {what}. {next}: accept or decline?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} declines the resignation: play goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a single game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a gammon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a backgammon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{box} (box) passes the team&apos;s double.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every member passed: {box} (box) wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{loser} resigns {what}: {winner} wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{box} (box) wins {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team (captain {captain}) wins {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} pays {box} {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{box} pays {members}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{box} stays in the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{box} takes the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; {captain} is captain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: {rotation}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click here or press Roll for the next game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a chouette (Game &gt; New chouette…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (box)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (captain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chouette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chouette · game {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (captain of {n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: roll one die for your seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Roll to start the first game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening roll: click the dice area or press Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (computer) is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: roll or double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: pick up the dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} to play {dice}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: agree to the team&apos;s double?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: take or pass the team&apos;s double?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: take or pass the box&apos;s double?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: accept or decline the resignation?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a chouette first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} must play the roll first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is playing the roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} must decide first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} rolls {die} for the seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game {n}: {box} in the box; team {team}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening roll: {box} {d1}, {captain} {d2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (tie)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>doubles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>proposes a team double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agrees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>beavers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offers to resign {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chouette could not be saved ({reason}); play goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} played {play}. {next} is on roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChouetteMode</name>
    <message>
        <source>New c&amp;houette…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three to eight players around one board: one in the box against a team led by a captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume chouette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carry on with the chouette saved last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no saved chouette.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved chouette could not be restored because {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chouette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the dice (seats, opening roll, turn) or start the next game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The box doubles, or the captain proposes the team&apos;s double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the last step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick up the dice: the move is final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ne&amp;xt game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the next game with the new roles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resign a single game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resign a gammon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resign a backgammon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Leave chouette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the match (the chouette stays saved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Chouette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;sign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bgdesk — chouette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{box} (the box)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team ({captain})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChouettePanel</name>
    <message>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game finished yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a move (e.g. 24/18 13/11) and press Enter:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No chouette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chouette: rolling for the seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chouette: seats decided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chouette: game {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chouette: game {n} over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: {rotation}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} doubles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} proposes a double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The box doubles every cube it may turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} proposes that the team double the box; every other member must agree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rolled {dice}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all cubes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>centred</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>box has it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed ({points})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>doubled to {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>proposes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agreed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>doubles to {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acting captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Roll (or click the board) to start the first game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Roll (or click the board) to start the next game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roll one die for the seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roll the opening roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roll or double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play the roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agree to the team&apos;s double or refuse it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take or pass the team&apos;s double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take or pass the box&apos;s double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accept or decline the resignation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for {name}: {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jacoby rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>automatic doubles (at most {n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>beavers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>backgammons count as gammons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money play</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Take ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass (lose {points})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beaver ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, your decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{doubler} doubles to {value}. Take and play on for {value} with the cube on your side, or pass and give up this game for %n point(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Resignation offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{resigner} offers to resign {what}: accept and win %n point(s) now, or decline and play on.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decline</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board, rules, play and appearance settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results against each opponent, and a plot over time</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewChouetteDialog</name>
    <message>
        <source>New chouette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone rolls one die: the highest plays in the box against the others, the second highest is the captain of the team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {n}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer players are not available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules (money play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jacoby rule: gammons count only after a member&apos;s cube was turned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic doubles, at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A backgammon counts as a gammon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beavers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players are called {name}: give everyone a different name.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>New match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer opponents are not available yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bottom player (light):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top player (dark):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money session (points add up, no end)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match to</source>
        <comment>followed by the match length, e.g. [5 points]</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play with the doubling cube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A backgammon counts as a gammon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jacoby rule (money only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic doubles (money only), at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beavers (money only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches use the Crawford rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <comment>match length spin box, after &apos;Match to&apos;</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (light)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (dark)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>Your settings could not be saved ({reason}); they apply until bgdesk is closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings could not be read ({reason}); bgdesk uses the defaults.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>You</source>
        <translation>Int</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Avversarju</translation>
    </message>
    <message>
        <source>The starting position</source>
        <translation>Il-pożizzjoni tal-bidu</translation>
    </message>
    <message>
        <source>Opening roll: you 3, opponent 1</source>
        <translation>L-ewwel tarmija: int 3, l-avversarju 1</translation>
    </message>
    <message>
        <source>5-4: the back checkers cannot move</source>
        <translation>5-4: il-pedini ta&apos; wara ma jistgħux jiċċaqilqu</translation>
    </message>
    <message>
        <source>13/7*: a hit</source>
        <translation>13/7*: daqqa</translation>
    </message>
    <message>
        <source>A closed board</source>
        <translation>Bord magħluq</translation>
    </message>
    <message>
        <source>Bearing off: 6-4</source>
        <translation>Ħruġ: 6-4</translation>
    </message>
    <message>
        <source>You double to 2</source>
        <translation>Tirdoppja għal 2</translation>
    </message>
    <message>
        <source>&amp;Rules of backgammon</source>
        <translation>&amp;Regoli tal-backgammon</translation>
    </message>
    <message>
        <source>How to play: the board, moving, hitting, bearing off, the cube, matches, chouettes</source>
        <translation>Kif tilgħab: il-bord, il-mossi, id-daqqiet, il-ħruġ, il-kubu, il-partiti, iċ-chouettes</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of backgammon</source>
        <translation>Ir-regoli tal-backgammon</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>It has been kept, renamed to {name} in the folder {folder}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It could not be renamed ({reason}) and is still at {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unfinished match that was saved could not be restored because {reason}. {where} A new match starts instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the match {a} vs {b}, {s0}-{s1} to {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the money session {a} vs {b}, {s0}-{s1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the Crawford game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting for the opening roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} to roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} has rolled {d1}-{d2} and is to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} has doubled to {v}; {other} is to take or pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} has offered to resign; {other} is to answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over; the next game has not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owned by {who}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cube is at {v}, {owner}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume {what}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match could not be saved automatically ({reason}). Play goes on, but if bgdesk is closed now this match may be lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bgdesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A note about the files bgdesk keeps (settings, saved match, statistics):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where your home board is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch sides after each game (home board alternates right and left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show point numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point numbers are those of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show pip counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic doubles on opening ties (money sessions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most, per game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jacoby rule: gammons count only after the cube is turned (money sessions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A backgammon counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beavers (money sessions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll automatically when no cube action is possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play forced moves automatically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bear off automatically when nothing else matters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm moves by picking up the dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highlight where a checker may go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default computer opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bottom right (usual)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bottom left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the player at the bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the player on roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>triple (3 times the cube)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>double, like a gammon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off (checkers jump)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled by the computer (random)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entered by hand (your own dice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ocean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same as the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your checkers are the light ones at the bottom; they travel along the arrow and are borne off beside your home board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These are the rules offered for each new money session or match; you can still change them when you start one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Crawford rule is always applied in matches: when a player first comes within one point of winning, the next game is played without the doubling cube.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic doubles, the Jacoby rule and beavers are for money play; matches never use them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With moves confirmed by picking up the dice, every step can be taken back until you click the dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every colour scheme keeps the two players&apos; checkers far apart in lightness, so they stay easy to tell apart with colour blindness. A new language applies as soon as you press OK; the game in progress carries on.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandardButtons</name>
    <message>
        <source>OK</source>
        <extracomment>The languages bgdesk speaks, English (the source language) first. Each language by its own name, so that a person finds theirs whatever language is showing. The QLocale each language formats numbers and dates with.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abort</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>No games recorded yet: finished games appear here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games, oldest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation type="unfinished">Avversarju</translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gammons
won / lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backgammons
won / lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points
per game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches
won / played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All opponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>net {net} point(s)</source>
        <comment>the net points after the games won and lost</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) recorded: {wins} won, {losses} lost, {net}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Seen by {who}, the player at the bottom of the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No games recorded yet. Every finished game is added here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net points against {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net points against all opponents</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TeamDoubleDialog</name>
    <message>
        <source>{proposer} proposes that the team double {box} (the box): every member&apos;s cube goes to {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreed so far: {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team doubles only if every member agrees; one refusal and there is no double this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, your decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ocean</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
