#!/usr/bin/env bash
# The production-like stack, without Docker: Varnish in front of nginx, which
# balances two PHP-FPM pools standing for two web nodes (each its own
# processes, opcache and temporary folder), Redis as WordPress's object cache
# (bin/stack/object-cache.php), and the project's MariaDB with a site of its
# own ("stack") holding the same demo data as npm start.
#
# Usage: bash bin/stack.sh start|stop|status|check
#   start    install what is missing (Debian packages), create the site on
#            first run, start everything and print the addresses (npm run stack)
#   stop     stop what start started (npm run stack -- stop)
#   status   say what runs
#   check    exit 0 when the stack's programs are installed or installable
#            (prints why not otherwise)
#
# Environment (ports): VITRINA_STACK_PORT (Varnish, the shop's address,
# default 8080), VITRINA_STACK_NGINX_PORT (nginx, default 8081),
# VITRINA_STACK_REDIS_PORT (Redis, default 6380); VITRINA_STACK_TTL (how long
# Varnish keeps a page, default 24h). Configurations are rendered from
# bin/stack/*.tpl into .wp/stack/.
set -euo pipefail

# shellcheck source=bin/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

SITE=stack
PORT="$(site_port "$SITE")"
NGINX_PORT="${VITRINA_STACK_NGINX_PORT:-8081}"
REDIS_PORT="${VITRINA_STACK_REDIS_PORT:-6380}"
TTL="${VITRINA_STACK_TTL:-24h}"
RUN="$VITRINA_RUN/stack"
TPL="$VITRINA_ROOT/bin/stack"
SITE_DIR="$VITRINA_RUN/sites/$SITE"
FPM=""
NODES=(a b)

warn() { printf '\033[33m[vitrina] %s\033[0m\n' "$*" >&2; }

apt_packages=(varnish nginx-light php-fpm php-redis redis-server)

# The programs the stack runs; prints the missing Debian packages.
missing_packages() {
	local installed p
	installed="$(dpkg-query -W -f='${Package} ${db:Status-Status}\n' "${apt_packages[@]}" 2>/dev/null || true)"
	for p in "${apt_packages[@]}"; do
		grep -qx "$p installed" <<<"$installed" || echo "$p"
	done
}

as_root() {
	if [ "$(id -u)" = 0 ]; then "$@"
	elif command -v sudo >/dev/null; then sudo -n "$@"
	else return 1
	fi
}

# Installs what is missing, as bin/setup.sh does for the shop.
install_packages() {
	command -v dpkg-query >/dev/null || die "not a Debian system: install Varnish 7, nginx, PHP-FPM with the redis extension and Redis by hand"
	local missing
	mapfile -t missing < <(missing_packages)
	[ "${#missing[@]}" = 0 ] && return 0
	log "installing Debian packages: ${missing[*]}"
	mkdir -p "$VITRINA_RUN"
	export DEBIAN_FRONTEND=noninteractive
	as_root apt-get install -y -q --no-install-recommends "${missing[@]}" >"$VITRINA_RUN/stack-apt.log" 2>&1 \
		|| { as_root apt-get update -q >>"$VITRINA_RUN/stack-apt.log" 2>&1 \
			&& as_root apt-get install -y -q --no-install-recommends "${missing[@]}" >>"$VITRINA_RUN/stack-apt.log" 2>&1; } \
		|| die "apt-get install failed (see $VITRINA_RUN/stack-apt.log); install by hand: apt-get install ${missing[*]}"
}

check() {
	local missing
	mapfile -t missing < <(missing_packages)
	if [ "${#missing[@]}" = 0 ]; then return 0; fi
	if ! command -v apt-get >/dev/null; then echo "not a Debian system (no apt-get) and ${missing[*]} missing"; return 1; fi
	if [ "$(id -u)" != 0 ] && ! sudo -n true 2>/dev/null; then echo "${missing[*]} missing and apt-get cannot run as root here"; return 1; fi
	if ! apt-cache show "${missing[@]}" >/dev/null 2>&1; then echo "${missing[*]} not found by apt-cache (apt-get update, or no Debian mirror reachable)"; return 1; fi
	return 0
}

# render TEMPLATE OUT: fills the @NAME@ placeholders.
render() {
	local user_fpm="" user_nginx="" pass_paths
	if [ "$(id -u)" = 0 ]; then
		user_fpm=$'user = root\ngroup = root'
		user_nginx='user root;'
	fi
	pass_paths="${PASS_PATHS:-cart|checkout|my-account}"
	sed -e "s#@RUN@#$RUN#g" -e "s#@NODE@#${NODE:-}#g" -e "s#@PORT@#$PORT#g" \
		-e "s#@NGINX_PORT@#$NGINX_PORT#g" -e "s#@CORE@#$VITRINA_RUN/core#g" -e "s#@SITE_DIR@#$SITE_DIR#g" \
		-e "s#@PUBLIC_HOST@#127.0.0.1:$PORT#g" -e "s#@TTL@#$TTL#g" -e "s#@FPM_CHILDREN@#${VITRINA_STACK_FPM_CHILDREN:-3}#g" \
		-e "s#@PASS_PATHS@#$pass_paths#g" "$1" \
		| awk -v fpm="$user_fpm" -v ngx="$user_nginx" '{ if ($0 == "@FPM_USER@") print fpm; else if ($0 == "@NGINX_USER@") print ngx; else print }' >"$2"
}

pid_alive() { [ -f "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null; }

# wait_for WHAT COMMAND...: up to 10 s.
wait_for() {
	local what="$1" i
	shift
	for i in $(seq 1 100); do
		"$@" >/dev/null 2>&1 && return 0
		sleep 0.1
	done
	die "$what did not start (logs in $RUN)"
}

redis_cli() { redis-cli -h 127.0.0.1 -p "$REDIS_PORT" "$@"; }

port_free_or_ours() {
	local port="$1" pidf="$2" what="$3"
	if ! pid_alive "$pidf" && (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
		die "port $port ($what) is taken by another program: choose another with the VITRINA_STACK_* variables (bin/stack.sh --help)"
	fi
}

# The paths Varnish must pass (the cart, checkout and account pages, the
# wishlist and compare pages), as a regular expression's alternatives.
pass_paths() {
	wp "$SITE" eval-file "$TPL/pass-paths.php" 2>/dev/null | tail -n 1
}

start() {
	install_packages
	# Looked for once the packages are there (start may have installed them).
	FPM="$(command -v php-fpm8.2 || ls /usr/sbin/php-fpm* 2>/dev/null | head -n 1 || true)"
	[ -n "$FPM" ] || die "PHP-FPM not found after installing php-fpm"
	mkdir -p "$RUN/nginx" "$RUN/varnish"
	for NODE in "${NODES[@]}"; do mkdir -p "$RUN/node-$NODE/tmp"; done

	port_free_or_ours "$REDIS_PORT" "$RUN/redis.pid" Redis
	port_free_or_ours "$NGINX_PORT" "$RUN/nginx.pid" nginx
	port_free_or_ours "$PORT" "$RUN/varnish.pid" Varnish

	# Whether the database was running before: stop leaves it then.
	db_running || touch "$RUN/started-db"
	VITRINA_SHOP_SITE="$SITE" bash "$VITRINA_ROOT/bin/shop.sh" prepare

	if ! pid_alive "$RUN/redis.pid"; then
		redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --daemonize yes --pidfile "$RUN/redis.pid" \
			--logfile "$RUN/redis.log" --dir "$RUN" --save '' --appendonly no --maxmemory 256mb --maxmemory-policy allkeys-lru
		wait_for Redis redis_cli ping
	fi
	# What the database holds now is the truth: nothing older in the cache.
	redis_cli flushall >/dev/null
	sed "s#^const VITRINA_OBJECT_CACHE_REDIS = .*#const VITRINA_OBJECT_CACHE_REDIS = '127.0.0.1:$REDIS_PORT';#" \
		"$TPL/object-cache.php" >"$SITE_DIR/wp-content/object-cache.php"
	mkdir -p "$SITE_DIR/wp-content/mu-plugins"
	cp "$TPL/mu-plugin.php" "$SITE_DIR/wp-content/mu-plugins/vitrina-stack.php"

	for NODE in "${NODES[@]}"; do
		if ! pid_alive "$RUN/fpm-$NODE.pid"; then
			render "$TPL/php-fpm.conf.tpl" "$RUN/fpm-$NODE.conf"
			local root_flag=()
			[ "$(id -u)" = 0 ] && root_flag=(-R)
			"$FPM" "${root_flag[@]}" -y "$RUN/fpm-$NODE.conf" || die "PHP-FPM (node $NODE) did not start, see $RUN/fpm-$NODE.log"
			wait_for "PHP-FPM (node $NODE)" test -S "$RUN/fpm-$NODE.sock"
		fi
	done
	NODE=
	if ! pid_alive "$RUN/nginx.pid"; then
		render "$TPL/nginx.conf.tpl" "$RUN/nginx.conf"
		nginx -c "$RUN/nginx.conf" -e "$RUN/nginx-error.log" -g "daemon on;" || die "nginx did not start, see $RUN/nginx-error.log"
		wait_for nginx curl -sf -o /dev/null "http://127.0.0.1:$NGINX_PORT/wp-includes/images/blank.gif"
	fi
	if ! pid_alive "$RUN/varnish.pid"; then
		PASS_PATHS="$(pass_paths)"
		[ -n "$PASS_PATHS" ] || die "could not read the shop's cart, checkout and list pages (see $VITRINA_RUN/run/$SITE-debug.log)"
		export PASS_PATHS
		render "$TPL/default.vcl.tpl" "$RUN/default.vcl"
		local jail=()
		[ "$(id -u)" = 0 ] && jail=(-j none)
		varnishd "${jail[@]}" -n "$RUN/varnish" -a "127.0.0.1:$PORT" -f "$RUN/default.vcl" -P "$RUN/varnish.pid" \
			-s malloc,256m -p default_ttl=120 >"$RUN/varnish.log" 2>&1 || { cat "$RUN/varnish.log" >&2; die "Varnish did not start"; }
		wait_for Varnish curl -sf -o /dev/null "http://127.0.0.1:$PORT/wp-includes/images/blank.gif"
	fi

	local code
	code="$(curl -s -o /dev/null -w '%{http_code}' --max-time 60 "http://127.0.0.1:$PORT/" || true)"
	[ "$code" = 200 ] || warn "the home page answers HTTP $code through Varnish: see $RUN/*.log and $VITRINA_RUN/run/$SITE-debug.log"

	cat >&2 <<-EOF

	[vitrina] The stack is ready: http://127.0.0.1:$PORT/  (Varnish: X-Cache says HIT, MISS or PASS)
	[vitrina]   nginx, no page cache:  http://127.0.0.1:$NGINX_PORT/  (X-Vitrina-Node says which web node answered)
	[vitrina]   web nodes:             PHP-FPM a and b, $RUN/fpm-{a,b}.sock
	[vitrina]   object cache:          Redis 127.0.0.1:$REDIS_PORT (wp-content/object-cache.php of the site "stack")
	[vitrina]   database:              MariaDB $VITRINA_DB_SOCK, database vitrina_$SITE
	[vitrina]   admin:                 http://127.0.0.1:$PORT/wp-admin/  login admin / password
	[vitrina]   logs:                  $RUN/, .wp/run/$SITE-debug.log
	[vitrina] npm run stack -- stop stops it.

	EOF
}

stop_pidfile() {
	local pidf="$1" what="$2" i pid
	[ -f "$pidf" ] || return 1
	pid="$(cat "$pidf")"
	if kill "$pid" 2>/dev/null; then
		for i in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
		kill -0 "$pid" 2>/dev/null && kill -KILL "$pid" 2>/dev/null
	fi
	rm -f "$pidf"
	stopped+=("$what")
}

stop() {
	stopped=()
	stop_pidfile "$RUN/varnish.pid" Varnish || true
	stop_pidfile "$RUN/nginx.pid" nginx || true
	local node
	for node in "${NODES[@]}"; do stop_pidfile "$RUN/fpm-$node.pid" "PHP-FPM $node" || true; done
	stop_pidfile "$RUN/redis.pid" Redis || true
	if [ -f "$RUN/started-db" ]; then
		rm -f "$RUN/started-db"
		if [ -f "$VITRINA_RUN/run/shop.pid" ] || [ -f "$VITRINA_RUN/run/tests.pid" ]; then
			log "the database stays up: the shop uses it too"
		else
			db_stop
			stopped+=(database)
		fi
	fi
	if [ "${#stopped[@]}" -gt 0 ]; then log "stopped: ${stopped[*]}"; else log "the stack was not running"; fi
}

status() {
	local what
	for what in varnish nginx fpm-a fpm-b redis; do
		if pid_alive "$RUN/$what.pid"; then log "$what: running"; else log "$what: stopped"; fi
	done
}

case "${1:-start}" in
	start) start ;;
	stop) stop ;;
	status) status ;;
	check) check ;;
	-h | --help | help) sed -n '2,20p' "$0" ;;
	*) die "unknown command ${1}: use start, stop, status or check" ;;
esac
