"""A finished (or stopped) game of Pictomania summarised for people: final scores and each round's breakdown."""

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from parlour.engine.match import Match


def report(match: "Match") -> dict[str, Any]:
    state = match.state
    rounds = []
    for result in state.results:
        rounds.append(
            {
                "round": result.round,
                "level": result.level,
                "black_sheep": result.score.black_sheep,
                "players": [
                    {
                        "seat": p.seat,
                        "clue": result.clues[p.seat],
                        "symbol": result.symbols[p.seat],
                        "number": p.number,
                        "tokens_received": list(p.received),
                        "own_tokens_kept": list(p.kept),
                        "bonus_token": p.bonus,
                        "bonus_counted": p.bonus_points,
                        "black_sheep": p.black_sheep,
                        "wrong_guesses": p.wrong_guesses,
                        "drew_wrong_clue": p.wrong_clue,
                        "drew_nothing": p.blank,
                        "score": p.score,
                    }
                    for p in result.score.players
                ],
            }
        )
    finished = state.phase == "over"
    best = max(state.totals)
    return {
        "game": "pictomania",
        "finished": finished,
        "actions": len(match.records),
        "final_scores": list(state.totals),
        "winners": [s for s, t in enumerate(state.totals) if t == best] if finished else [],
        "rounds": rounds,
    }
