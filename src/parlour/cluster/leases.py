"""Room leases in Redis: which process owns a room now.

A lease is a key per room holding its owner's node name, with a time to live the owner keeps renewing. It says
who should serve the room; it does not make writes safe on its own (an owner paused past its lease still
believes it owns the room). That is the fencing number's job, in the database (store/journal.py)."""

from redis.asyncio import Redis

PREFIX = "parlour:lease:"

# Renew every lease still ours; take back one that is gone (Redis restarted, or it lapsed while nobody wanted
# the room): our fencing number still guards the writes. 1 renewed, 2 taken back, 0 another node has it.
_RENEW = """
local results = {}
for i, key in ipairs(KEYS) do
  local owner = redis.call('GET', key)
  if owner == ARGV[1] then
    redis.call('PEXPIRE', key, ARGV[2])
    results[i] = 1
  elseif not owner then
    redis.call('SET', key, ARGV[1], 'PX', ARGV[2])
    results[i] = 2
  else
    results[i] = 0
  end
end
return results
"""

_RELEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
"""


def lease_key(code: str) -> str:
    return PREFIX + code


class Leases:
    def __init__(self, redis: Redis, node: str, lease_ms: int) -> None:
        self.redis = redis
        self.node = node
        self.lease_ms = lease_ms
        self._renew = redis.register_script(_RENEW)
        self._release = redis.register_script(_RELEASE)

    async def acquire(self, code: str) -> str:
        """Take the room's lease if nobody holds it; the owner's node either way (ours when taken)."""
        key = lease_key(code)
        if await self.redis.set(key, self.node, px=self.lease_ms, nx=True):
            return self.node
        owner = await self.redis.get(key)
        if owner is None:  # lapsed between the two calls: try once more
            return await self.acquire(code)
        return owner.decode() if isinstance(owner, bytes) else str(owner)

    async def owners(self, codes: list[str]) -> dict[str, str | None]:
        if not codes:
            return {}
        values = await self.redis.mget([lease_key(code) for code in codes])
        return {code: (v.decode() if isinstance(v, bytes) else v) for code, v in zip(codes, values, strict=True)}

    async def renew(self, codes: list[str]) -> dict[str, int]:
        """Per room: 1 renewed, 2 taken back (the lease was gone), 0 lost to another node."""
        if not codes:
            return {}
        results = await self._renew(keys=[lease_key(code) for code in codes], args=[self.node, self.lease_ms])
        return {code: int(result) for code, result in zip(codes, results, strict=True)}

    async def release(self, code: str) -> None:
        await self._release(keys=[lease_key(code)], args=[self.node])
