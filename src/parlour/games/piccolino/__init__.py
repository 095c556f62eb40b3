"""Piccolino: flip clown cards in turn and race to ring the bell on two happy clowns of one colour."""

from parlour.engine.entry import GameEntry
from parlour.engine.errors import RuleError
from parlour.engine.game import Facts, Rules, fixed_table
from parlour.engine.players import ComputerPlayers
from parlour.games.piccolino import legal, options, rules, views
from parlour.games.piccolino.actions import Action, Flip, Ring
from parlour.games.piccolino.bell import claim_stands, window_ms
from parlour.games.piccolino.bots import LEVELS, PiccolinoPolicy
from parlour.games.piccolino.options import MAX_PLAYERS, MIN_PLAYERS, Options
from parlour.games.piccolino.state import State


def version(state: State) -> int:
    return state.version


def admit(action: Action, seat: int, facts: Facts) -> Action:
    """Write the server's timing into a ring; what the client said about it is ignored. A claimed `seen`
    table is kept only if the server sent it to that player and had not replaced it on their screen too
    long before (`claim_stands`); otherwise the ring is judged as one without a claim, on `version`."""
    if not isinstance(action, Ring):
        return action
    delivered: dict[int, int] = facts.delivered
    if action.version not in delivered:
        raise RuleError("unseen_version", version=action.version)
    seen = action.seen
    if seen is not None:
        if seen > action.version:
            raise RuleError("future_version", version=seen, current=action.version)
        if seen not in delivered:
            raise RuleError("unseen_version", version=seen)
        newer = [at for version, at in delivered.items() if version > seen]
        replaced_ms = max(0, facts.now - min(newer)) if newer else None
        if not claim_stands(replaced_ms, facts.rtt_ms):
            seen = None
    judged = action.version if seen is None else seen
    return Ring(
        action.version,
        action.reaction_ms,
        elapsed_ms=max(0, facts.now - delivered[judged]),
        rtt_ms=facts.rtt_ms,
        window_ms=window_ms(facts.rtts),
        seen=seen,
    )


def standin_action(state: State, seat: int) -> Action | None:
    """An absent player only flips when it is their turn (never rings), so nobody waits for them."""
    if state.phase == "playing" and state.turn == seat and state.bell_deadline is None:
        return Flip()
    return None


# absent_action is the default: the flip timer already plays an absent player's turn.
# sheet_viewers is the default: nobody draws.
GAME: Rules[Options, State, Action] = Rules(
    name="piccolino",
    options_type=Options,
    state_type=State,
    action_type=Action,
    min_seats=MIN_PLAYERS,
    max_seats=MAX_PLAYERS,
    teams=0,
    table=fixed_table(MIN_PLAYERS, MAX_PLAYERS),
    setup=rules.setup,
    apply=rules.apply,
    tick=rules.tick,
    next_deadline=rules.next_deadline,
    view=views.view,
    legal_actions=legal.legal_actions,
    prepare_options=options.prepare_options,
    public_options=options.public_options,
    version=version,
    admit=admit,
    standin_action=standin_action,
)

ENTRY = GameEntry(
    GAME,
    computer_players=ComputerPlayers(levels=tuple(LEVELS), policy=PiccolinoPolicy),
    simulation_options=lambda raw: options.prepare_options(raw, None),
)

__all__ = ["ENTRY", "GAME", "Action", "Options", "State"]
