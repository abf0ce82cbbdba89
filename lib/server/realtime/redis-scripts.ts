// The Lua scripts behind presence across servers (redis-cluster.ts). Each runs atomically in Redis,
// so "is this user on another server?" and the announcement it decides are one step: two servers
// adding (or removing) the same user at the same moment announce it once.
//
// Keys, under `clue-spin:realtime:` (ARGV[1] of every script):
//   servers                     set: the servers registered (alive, or dead and not yet reaped)
//   alive:<server>              a key that expires unless its server's heartbeat renews it
//   subscriptions:<server>      hash: channel -> sockets subscribed on that server
//   members:<server>:<channel>  hash: user id -> user info (JSON), that server's presence members
//   member-channels:<server>    set: the channels where that server has members
//   channel-servers:<channel>   set: the servers with members on that channel
//   secret                      the signing secret servers agree on when PUSHER_SECRET is not set
// Keys are built inside the scripts, so this needs one Redis server (with replicas if wanted), not Redis Cluster.

export const KEY_PREFIX = "clue-spin:realtime:";
/** The one pub/sub channel every server publishes to and listens on. */
export const BUS_CHANNEL = "clue-spin:realtime";

/** all_members: every server's members of a channel, as user, info, user, info… (a user on two servers twice); listed_elsewhere: whether a server other than `except` lists the user. */
const MEMBER_LOOKUPS = `
local function all_members(p, channel)
  local members = {}
  for _, server in ipairs(redis.call('SMEMBERS', p .. 'channel-servers:' .. channel)) do
    local hash = redis.call('HGETALL', p .. 'members:' .. server .. ':' .. channel)
    for i = 1, #hash do members[#members + 1] = hash[i] end
  end
  return members
end
local function listed_elsewhere(p, channel, user, except)
  for _, server in ipairs(redis.call('SMEMBERS', p .. 'channel-servers:' .. channel)) do
    if server ~= except and redis.call('HEXISTS', p .. 'members:' .. server .. ':' .. channel, user) == 1 then
      return true
    end
  end
  return false
end
`;

/** Takes one server's members off every list, announcing each user no other server has. */
const REAP = `
local function reap(p, bus, reaper, server)
  for _, channel in ipairs(redis.call('SMEMBERS', p .. 'member-channels:' .. server)) do
    local theirs = p .. 'members:' .. server .. ':' .. channel
    local users = redis.call('HKEYS', theirs)
    redis.call('DEL', theirs)
    redis.call('SREM', p .. 'channel-servers:' .. channel, server)
    for _, user in ipairs(users) do
      if not listed_elsewhere(p, channel, user, server) then
        redis.call('PUBLISH', bus, cjson.encode({ type = 'member-removed', from = reaper, channel = channel, userId = user }))
      end
    end
  end
  redis.call('DEL', p .. 'member-channels:' .. server, p .. 'subscriptions:' .. server, p .. 'alive:' .. server)
  redis.call('SREM', p .. 'servers', server)
end
`;

/**
 * ARGV: prefix, bus, server, channel, user, info JSON, the member-added message to publish.
 * Lists the user on this server; announces them when no server listed them before. Returns every
 * server's members (as MEMBER_LOOKUPS), this one included.
 */
export const JOIN_PRESENCE = `${MEMBER_LOOKUPS}
local p, bus, me, channel, user, info, announcement = ARGV[1], ARGV[2], ARGV[3], ARGV[4], ARGV[5], ARGV[6], ARGV[7]
local mine = p .. 'members:' .. me .. ':' .. channel
local known = redis.call('HEXISTS', mine, user) == 1 or listed_elsewhere(p, channel, user, me)
redis.call('HSET', mine, user, info)
redis.call('SADD', p .. 'channel-servers:' .. channel, me)
redis.call('SADD', p .. 'member-channels:' .. me, channel)
if not known then redis.call('PUBLISH', bus, announcement) end
return all_members(p, channel)
`;

/**
 * ARGV: prefix, bus, server, channel, user, the member-removed message to publish.
 * The user's last socket on this server left: announced when no other server lists them. Returns 1 if announced.
 */
export const LEAVE_PRESENCE = `${MEMBER_LOOKUPS}
local p, bus, me, channel, user, announcement = ARGV[1], ARGV[2], ARGV[3], ARGV[4], ARGV[5], ARGV[6]
local mine = p .. 'members:' .. me .. ':' .. channel
-- Not listed here: the others took this server for dead and announced the user already.
if redis.call('HDEL', mine, user) == 0 then return 0 end
if redis.call('EXISTS', mine) == 0 then
  redis.call('SREM', p .. 'channel-servers:' .. channel, me)
  redis.call('SREM', p .. 'member-channels:' .. me, channel)
end
if listed_elsewhere(p, channel, user, me) then return 0 end
redis.call('PUBLISH', bus, announcement)
return 1
`;

/**
 * ARGV: prefix, bus, server, heartbeat TTL in ms, this server's signing secret ('' when set by PUSHER_SECRET).
 * Renews this server's heartbeat and reaps every server whose heartbeat expired. Returns
 * { 1 if this server was not registered (it is new, or was reaped while alive), servers reaped }.
 */
export const HEARTBEAT = `${MEMBER_LOOKUPS}${REAP}
local p, bus, me, ttl, secret = ARGV[1], ARGV[2], ARGV[3], ARGV[4], ARGV[5]
redis.call('SET', p .. 'alive:' .. me, '1', 'PX', ttl)
-- Kept asserted, so servers started after Redis lost its data still agree with the running ones.
if secret ~= '' then redis.call('SET', p .. 'secret', secret, 'NX') end
local registered = redis.call('SADD', p .. 'servers', me)
local reaped = 0
for _, server in ipairs(redis.call('SMEMBERS', p .. 'servers')) do
  if server ~= me and redis.call('EXISTS', p .. 'alive:' .. server) == 0 then
    reap(p, bus, me, server)
    reaped = reaped + 1
  end
end
return { registered, reaped }
`;

/** ARGV: prefix, bus, server. This server is shutting down: its members leave every list now. */
export const DEPART = `${MEMBER_LOOKUPS}${REAP}
reap(ARGV[1], ARGV[2], ARGV[3], ARGV[3])
return 1
`;

/** ARGV: prefix, server, channel, +1 or -1. */
export const COUNT_SUBSCRIPTION = `
local key = ARGV[1] .. 'subscriptions:' .. ARGV[2]
local count = redis.call('HINCRBY', key, ARGV[3], ARGV[4])
if count <= 0 then redis.call('HDEL', key, ARGV[3]) end
return count
`;

/**
 * ARGV: prefix, name prefix. Every registered server's occupied channels whose names start with
 * it, as name, subscriptions, users (-1 for a channel that is not a presence channel)…
 */
export const CHANNELS = `
local p, wanted = ARGV[1], ARGV[2]
local counts, names = {}, {}
for _, server in ipairs(redis.call('SMEMBERS', p .. 'servers')) do
  local hash = redis.call('HGETALL', p .. 'subscriptions:' .. server)
  for i = 1, #hash, 2 do
    local name = hash[i]
    if string.sub(name, 1, #wanted) == wanted then
      if counts[name] == nil then
        counts[name] = 0
        names[#names + 1] = name
      end
      counts[name] = counts[name] + tonumber(hash[i + 1])
    end
  end
end
local result = {}
for _, name in ipairs(names) do
  local users = -1
  if string.sub(name, 1, 9) == 'presence-' then
    local seen = {}
    users = 0
    for _, server in ipairs(redis.call('SMEMBERS', p .. 'channel-servers:' .. name)) do
      for _, user in ipairs(redis.call('HKEYS', p .. 'members:' .. server .. ':' .. name)) do
        if not seen[user] then
          seen[user] = true
          users = users + 1
        end
      end
    end
  end
  result[#result + 1] = name
  result[#result + 1] = counts[name]
  result[#result + 1] = users
end
return result
`;

/** ARGV: prefix, channel. Every server's members (as MEMBER_LOOKUPS). */
export const MEMBERS = `${MEMBER_LOOKUPS}
return all_members(ARGV[1], ARGV[2])
`;
