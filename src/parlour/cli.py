"""The `parlour` command: serve | db | replay | simulate | one checker per kind of content (decks)."""

import argparse
import asyncio
import dataclasses
import json
import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import msgspec

from parlour.registry import content_kinds, registered_games

if TYPE_CHECKING:
    from parlour.engine.players import FinishedGame
    from parlour.server.settings import Settings


def _replay(args: argparse.Namespace) -> int:
    from parlour.engine import log
    from parlour.registry import replay
    from parlour.replay_report import report

    try:
        header, records = log.loads(Path(args.log).read_bytes())
        match, _ = replay(header, records)
    except OSError as exc:
        print(f"parlour replay: cannot read {args.log}: {exc}", file=sys.stderr)
        return 2
    except log.LogError as exc:
        print(f"parlour replay: {args.log}: {exc}", file=sys.stderr)
        return 2
    except Exception as exc:  # a log the rules refuse: say which record
        print(f"parlour replay: {args.log}: {exc!r}", file=sys.stderr)
        return 2
    sys.stdout.write(msgspec.json.format(msgspec.json.encode(report(match)), indent=2).decode() + "\n")
    return 0


def _simulate(args: argparse.Namespace) -> int:
    from parlour.bots.random_play import play_random_game
    from parlour.engine.errors import RuleError
    from parlour.registry import game_entry

    entry = game_entry(args.game)
    assert entry.simulation_options is not None  # only such games are offered
    try:
        options = entry.simulation_options(dict(args.option))
    except RuleError as error:
        print(f"parlour simulate: {error.code} {error.params}", file=sys.stderr)
        return 2
    players = args.players or entry.game.table(options).max_seats
    started = time.perf_counter()
    actions = 0
    for index in range(args.games):
        match = play_random_game(entry.game, options, players, args.seed + index)
        actions += len(match.records)
    seconds = time.perf_counter() - started
    figures = {
        "game": args.game,
        "players": players,
        "games": args.games,
        "actions": actions,
        "seconds": round(seconds, 3),
        "games_per_second": round(args.games / seconds, 1),
        "actions_per_second": round(actions / seconds),
    }
    print(msgspec.json.encode(figures).decode())
    return 0


async def _finished_games(url: str, game: str) -> "list[FinishedGame]":
    from parlour.store import migrate
    from parlour.store.database import open_engine
    from parlour.store.repository import Reader

    engine = open_engine(url)
    try:
        if await migrate.current(engine) is None:
            raise LookupError(f"{url} holds no Parlour database")
        return await Reader(engine).finished_records(game)
    finally:
        await engine.dispose()


def _evaluate_bots(args: argparse.Namespace) -> int:
    from parlour.engine.players import EvaluationRequest
    from parlour.registry import game_entry

    players = game_entry(args.game).computer_players
    assert players is not None and players.evaluate is not None  # only such games are offered
    finished = None
    if args.database_url is not None:
        try:
            finished = asyncio.run(_finished_games(args.database_url, args.game))
        except LookupError as error:
            print(f"parlour bots evaluate: {error}", file=sys.stderr)
            return 2
    stand_ins = None
    if args.stand_ins is not None:
        from parlour.content.stand_in_drawings import StandInError, read_stand_ins

        try:
            stand_ins = read_stand_ins(Path(args.stand_ins))
        except StandInError as error:
            print(f"parlour bots evaluate: {error}", file=sys.stderr)
            return 2
    request = EvaluationRequest(
        levels=tuple(args.level or players.levels),
        languages=tuple(args.language or ("en", "fr")),
        rounds=args.rounds,
        seed=args.seed,
        finished=finished,
        stand_ins=stand_ins,
    )
    for line in players.evaluate(request):
        print(line)
    return 0


def serve_settings(args: argparse.Namespace) -> "Settings":
    """The environment's settings (PARLOUR_*), with what the command line gives in their place."""
    from parlour.server.settings import Settings

    defaults = Settings.from_env()
    return dataclasses.replace(
        defaults,
        host=args.host or defaults.host,
        port=args.port or defaults.port,
        database_url=args.database_url or defaults.database_url,
    )


def _option(text: str) -> tuple[str, Any]:
    """`key=value`; the value is read as JSON when it is JSON (numbers, true, null), else kept as text."""
    key, equals, value = text.partition("=")
    if not equals or not key:
        raise argparse.ArgumentTypeError(f"expected KEY=VALUE, got {text!r}")
    try:
        return key, json.loads(value)
    except ValueError:
        return key, value


def _content_check(args: argparse.Namespace) -> int:
    checked = args.kind.check_files(args.files)
    for problem in checked.problems:
        print(problem)
    if checked.problems:
        print(f"{len(checked.problems)} problem(s) in {len(args.files)} file(s)", file=sys.stderr)
        return 1
    print(f"ok: {len(args.files)} file(s), {checked.found}")
    return 0


def _serve(args: argparse.Namespace) -> int:
    from uvicorn.supervisors import Multiprocess

    from parlour.server.app import create_app
    from parlour.server.logs import configure
    from parlour.server.runner import AnnouncingServer, announce, tune_collector, uvicorn_config, uvicorn_workers_config

    settings = serve_settings(args)
    problem = settings.problem(args.workers)
    if problem is not None:
        print(f"parlour serve: {problem}", file=sys.stderr)
        return 2
    configure(settings.log_level)
    if args.workers > 1:
        # Each process makes its app from the environment: the command line's settings go there.
        os.environ.update(
            PARLOUR_HOST=settings.host, PARLOUR_PORT=str(settings.port), PARLOUR_DATABASE_URL=settings.database_url
        )
        config = uvicorn_workers_config(settings, args.workers)
        listening = config.bind_socket()
        announce(settings)
        Multiprocess(config, sockets=[listening]).run()
        return 0
    tune_collector()
    AnnouncingServer(uvicorn_config(create_app(settings), settings), settings).run()
    return 0


def _db(args: argparse.Namespace) -> int:

    from parlour.server.settings import Settings
    from parlour.store import migrate
    from parlour.store.database import open_engine

    async def run() -> str | None:
        engine = open_engine(args.database_url or Settings.from_env().database_url)
        try:
            if args.db_command == "upgrade":
                await migrate.upgrade(engine, args.revision)
            elif args.db_command == "downgrade":
                await migrate.downgrade(engine, args.revision)
            return await migrate.current(engine)
        finally:
            await engine.dispose()

    revision = asyncio.run(run())
    print(f"database at revision {revision or 'none'} (newest: {migrate.head()})")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="parlour", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)

    serve = commands.add_parser("serve", help="serve Parlour (default http://127.0.0.1:8000, SQLite)")
    serve.add_argument("--host", help="address to listen on (PARLOUR_HOST, default 127.0.0.1)")
    serve.add_argument("--port", type=int, help="port (PARLOUR_PORT, default 8000)")
    serve.add_argument(
        "--database-url",
        help="SQLAlchemy URL (PARLOUR_DATABASE_URL): sqlite+aiosqlite:///FILE or postgresql://user@host/db",
    )
    serve.add_argument(
        "--workers",
        type=int,
        default=1,
        help="processes on this machine, sharing PostgreSQL and Redis (PARLOUR_REDIS_URL); default 1",
    )
    serve.set_defaults(run=_serve)

    db = commands.add_parser("db", help="the database schema: upgrade (also done at start), downgrade, current")
    db_commands = db.add_subparsers(dest="db_command", required=True)
    for name, help_text, default in (
        ("upgrade", "bring the schema to a revision (default: the newest)", "head"),
        ("downgrade", "take the schema back to a revision ('base' removes every table)", None),
        ("current", "print the database's revision", None),
    ):
        command = db_commands.add_parser(name, help=help_text)
        if name != "current":
            command.add_argument("revision", nargs="?" if default else None, default=default)
        command.add_argument("--database-url", help="as for serve (PARLOUR_DATABASE_URL)")
        command.set_defaults(run=_db)

    replay = commands.add_parser("replay", help="re-run a game record and print its scores as JSON")
    replay.add_argument("log", help="an action log (JSON Lines)")
    replay.set_defaults(run=_replay)

    simulate = commands.add_parser("simulate", help="play random legal games and print games per second")
    simulate.add_argument("game", choices=[e.name for e in registered_games() if e.simulation_options is not None])
    simulate.add_argument("--players", type=int, help="seats at the table (default: the most the game allows)")
    simulate.add_argument("--games", type=int, default=1000)
    simulate.add_argument("--seed", type=int, default=1)
    simulate.add_argument(
        "--option",
        type=_option,
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a room option for every game (repeatable; e.g. --option level=hard); the game's defaults otherwise",
    )
    simulate.set_defaults(run=_simulate)

    bots = commands.add_parser("bots", help="computer players: measure how well they play")
    bots_commands = bots.add_subparsers(dest="bots_command", required=True)
    evaluate = bots_commands.add_parser(
        "evaluate", help="play computer players against each other, and read people's drawings in finished games"
    )
    evaluated = [e for e in registered_games() if e.computer_players and e.computer_players.evaluate]
    evaluate.add_argument("game", choices=[e.name for e in evaluated])
    evaluate.add_argument("--rounds", type=int, default=40, help="seeded rounds per level and language (default 40)")
    evaluate.add_argument("--seed", type=int, default=1)
    evaluate.add_argument("--level", action="append", help="only this level (repeatable; default: every level)")
    evaluate.add_argument("--language", action="append", help="only this language (repeatable; default en and fr)")
    evaluate.add_argument(
        "--database-url", help="read people's drawings in this database's finished games (as for serve)"
    )
    evaluate.add_argument(
        "--stand-ins",
        metavar="FOLDER",
        help="read drawings made as people draw, FOLDER/LANGUAGE/LEVEL/CLUE.svg (bench/people-like in a clone)",
    )
    evaluate.set_defaults(run=_evaluate_bots)

    # Each kind of content some game reads (clue decks, say) has its checker: parlour KIND check FILE...
    for kind in content_kinds():
        command = commands.add_parser(kind.name, help=kind.about)
        kind_commands = command.add_subparsers(dest=f"{kind.name}_command", required=True)
        check = kind_commands.add_parser("check", help="check files together; report every problem by file and line")
        check.add_argument("files", nargs="+")
        check.set_defaults(run=_content_check, kind=kind)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    result: int = args.run(args)
    return result


if __name__ == "__main__":
    sys.exit(main())
