"""The `parlour` command: serve | db | replay | simulate | decks."""

import argparse
import gc
import sys
import time
from pathlib import Path

import msgspec


def _replay(args: argparse.Namespace) -> int:
    from parlour.engine import log
    from parlour.engine.match import Match
    from parlour.replay_report import report

    try:
        header, records = log.loads(Path(args.log).read_bytes())
        match, _ = Match.replay(header, records)
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
    from parlour.content.shipped import load_language
    from parlour.engine.game import get_game

    game = get_game(args.game)
    options = game.options_type(cards=load_language(args.language), level=args.level)
    started = time.perf_counter()
    actions = 0
    for index in range(args.games):
        match = play_random_game(game, options, args.players, args.seed + index)
        actions += len(match.records)
    seconds = time.perf_counter() - started
    figures = {
        "game": args.game,
        "players": args.players,
        "games": args.games,
        "actions": actions,
        "seconds": round(seconds, 3),
        "games_per_second": round(args.games / seconds, 1),
        "actions_per_second": round(actions / seconds),
    }
    print(msgspec.json.encode(figures).decode())
    return 0


def _decks_check(args: argparse.Namespace) -> int:
    from parlour.content.shipped import check_files

    decks, problems = check_files([Path(p) for p in args.files])
    for problem in problems:
        print(problem)
    cards = sum(len(d.cards) for d in decks)
    if problems:
        print(f"{len(problems)} problem(s) in {len(args.files)} file(s)", file=sys.stderr)
        return 1
    print(f"ok: {len(args.files)} file(s), {cards} card(s)")
    return 0


def _serve(args: argparse.Namespace) -> int:
    import uvicorn

    from parlour.server.app import create_app
    from parlour.server.logs import configure
    from parlour.server.runner import uvicorn_config
    from parlour.server.settings import Settings

    defaults = Settings.from_env()
    settings = Settings(
        host=args.host or defaults.host,
        port=args.port or defaults.port,
        database_url=args.database_url or defaults.database_url,
        log_level=defaults.log_level,
        bot_speed=defaults.bot_speed,
        limits=defaults.limits,
    )
    configure(settings.log_level)
    # Strokes make many small objects that live for a whole game: freeze what start-up made and collect the
    # young generation less often, so full collections do not stall every room for tenths of a second.
    gc.freeze()
    gc.set_threshold(50_000, 20, 100)
    uvicorn.Server(uvicorn_config(create_app(settings), settings)).run()
    return 0


def _db(args: argparse.Namespace) -> int:
    import asyncio

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
    simulate.add_argument("game", choices=["pictomania"])
    simulate.add_argument("--players", type=int, default=6)
    simulate.add_argument("--games", type=int, default=1000)
    simulate.add_argument("--seed", type=int, default=1)
    simulate.add_argument("--language", default="en")
    simulate.add_argument("--level", default="easy")
    simulate.set_defaults(run=_simulate)

    decks = commands.add_parser("decks", help="clue decks")
    deck_commands = decks.add_subparsers(dest="deck_command", required=True)
    check = deck_commands.add_parser("check", help="validate deck files; report every problem by file and line")
    check.add_argument("files", nargs="+")
    check.set_defaults(run=_decks_check)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    result: int = args.run(args)
    return result


if __name__ == "__main__":
    sys.exit(main())
