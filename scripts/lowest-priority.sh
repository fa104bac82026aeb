#!/usr/bin/env bash
# `lowest-priority.sh COMMAND [ARG…]`, started in a session of its own (`setsid`, or a detached
# child): runs COMMAND at the lowest CPU priority, so that it takes only the time the other
# sessions leave idle. The kernel's autogroups (one scheduling group per session) rank a nice
# value only within its own session, so the session's group is set to the lowest priority too;
# where autogroups are off, `nice` alone does it.
[ -w /proc/self/autogroup ] && echo 19 >/proc/self/autogroup
exec nice -n 19 "$@"
