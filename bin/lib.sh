#!/usr/bin/env bash
# Shared helpers for the local shop, the test sites and the test runner.
# Sourced, not run. Everything lives under .wp/ in the project (git-ignored).

VITRINA_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VITRINA_CACHE="${VITRINA_CACHE:-$HOME/.cache/vitrina}"
VITRINA_RUN="$VITRINA_ROOT/.wp"
VITRINA_DB_SOCK="$VITRINA_RUN/db/mysqld.sock"

log() { printf '\033[1m[vitrina]\033[0m %s\n' "$*" >&2; }
die() { printf '\033[31m[vitrina] %s\033[0m\n' "$*" >&2; exit 1; }

# The port each local site is served on.
site_port() {
	case "$1" in
		shop) echo "${VITRINA_PORT:-8888}" ;;
		clean) echo "${VITRINA_CLEAN_PORT:-8889}" ;;
		tests) echo "${VITRINA_TESTS_PORT:-8890}" ;;
		tests[0-9]) echo "$(( 8900 + ${1#tests} ))" ;;
		bench) echo "${VITRINA_BENCH_PORT:-8891}" ;;
		stack) echo "${VITRINA_STACK_PORT:-8080}" ;; # Varnish in front of the stack (bin/stack.sh)
		check) echo 8892 ;; # Plugin Check's site (bin/plugin-check.sh): never served, the number only names it
		*) die "unknown site: $1" ;;
	esac
}

# WooCommerce: $WC_DIR, then the cache. Prints the folder or nothing.
find_woocommerce() {
	local d
	for d in "${WC_DIR:-}" "$VITRINA_CACHE/woocommerce"; do
		if [ -n "$d" ] && [ -f "$d/woocommerce.php" ]; then echo "$d"; return 0; fi
	done
	return 1
}

# The Storefront theme: $STOREFRONT_DIR, beside WooCommerce, then the cache.
find_storefront() {
	local d wc
	wc="$(find_woocommerce || true)"
	for d in "${STOREFRONT_DIR:-}" "${wc:+$(dirname "$wc")/storefront}" "$VITRINA_CACHE/storefront"; do
		if [ -n "$d" ] && [ -f "$d/style.css" ]; then echo "$d"; return 0; fi
	done
	return 1
}

# WordPress core: $WP_CORE_DIR, the cache, Composer's johnpbloch/wordpress-core, Debian's package.
find_wp_core() {
	local d
	for d in "${WP_CORE_DIR:-}" "$VITRINA_CACHE/wordpress" "$VITRINA_ROOT/vendor/johnpbloch/wordpress-core" /usr/share/wordpress; do
		if [ -n "$d" ] && [ -f "$d/wp-includes/version.php" ]; then echo "$d"; return 0; fi
	done
	return 1
}

# The oldest WordPress Vitrina (and WooCommerce 11) runs on.
VITRINA_MIN_WP=6.9

# wp_core_usable DIR: whether the core in DIR is new enough.
wp_core_usable() {
	php -r 'include $argv[1] . "/wp-includes/version.php"; exit( version_compare( $wp_version, $argv[2], ">=" ) ? 0 : 1 );' "$1" "$VITRINA_MIN_WP"
}

wp_core_version() {
	php -r 'include $argv[1] . "/wp-includes/version.php"; echo $wp_version;' "$1"
}

# --- MariaDB, private to the project, on a Unix socket -------------------------

db_running() { [ -S "$VITRINA_DB_SOCK" ] && mariadb --socket="$VITRINA_DB_SOCK" -uroot -e 'SELECT 1' >/dev/null 2>&1; }

db_start() {
	db_running && return 0
	command -v mariadbd >/dev/null || die "MariaDB is not installed: run npm run setup"
	local data="$VITRINA_RUN/db/data"
	mkdir -p "$VITRINA_RUN/db"
	if [ ! -d "$data/mysql" ]; then
		log "creating the database files in $data"
		mariadb-install-db --no-defaults --datadir="$data" --user="$(id -un)" \
			--auth-root-authentication-method=normal --skip-test-db >"$VITRINA_RUN/db/install.log" 2>&1 \
			|| die "mariadb-install-db failed, see $VITRINA_RUN/db/install.log"
	fi
	rm -f "$VITRINA_DB_SOCK"
	(exec </dev/null; setsid mariadbd --no-defaults --datadir="$data" --socket="$VITRINA_DB_SOCK" --skip-networking \
		--pid-file="$VITRINA_RUN/db/mysqld.pid" --log-error="$VITRINA_RUN/db/mysqld.err" --user="$(id -un)" \
		--innodb-buffer-pool-size=256M --innodb-flush-log-at-trx-commit=2 --skip-log-bin \
		--character-set-server=utf8mb4 --collation-server=utf8mb4_unicode_ci >/dev/null 2>&1 &)
	local i
	for i in $(seq 1 100); do
		db_running && return 0
		sleep 0.2
	done
	die "MariaDB did not start, see $VITRINA_RUN/db/mysqld.err"
}

db_stop() {
	local pidf="$VITRINA_RUN/db/mysqld.pid"
	if [ -f "$pidf" ]; then
		# A pid file left by a server that is gone: just remove it.
		kill "$(cat "$pidf")" 2>/dev/null || { rm -f "$pidf"; return 0; }
		local i
		for i in $(seq 1 300); do [ -f "$pidf" ] || break; sleep 0.1; done
		[ -f "$pidf" ] && log "MariaDB is still shutting down (pid $(cat "$pidf"))"
	fi
	return 0
}

db_query() { mariadb --socket="$VITRINA_DB_SOCK" -uroot -e "$1"; }

# --- WordPress sites -------------------------------------------------------------
# One copy of core in .wp/core, one wp-content and one database per site; the
# site is chosen by VITRINA_SITE (see bin/wp-config.php).

core_prepare() {
	local src ver
	src="$(find_wp_core)" || die "WordPress core not found: set WP_CORE_DIR or put it in $VITRINA_CACHE/wordpress (README: Supplying WordPress and WooCommerce)"
	ver="$(wp_core_version "$src")"
	if [ ! -f "$VITRINA_RUN/core/wp-includes/version.php" ] || [ "$(wp_core_version "$VITRINA_RUN/core")" != "$ver" ]; then
		log "copying WordPress $ver from $src"
		rm -rf "$VITRINA_RUN/core"
		mkdir -p "$VITRINA_RUN"
		cp -a "$src" "$VITRINA_RUN/core"
		rm -rf "$VITRINA_RUN/core/wp-content/plugins/"* "$VITRINA_RUN/core/wp-config.php"
	fi
	cp "$VITRINA_ROOT/bin/wp-config.php" "$VITRINA_RUN/core/wp-config.php"
}

# wp SITE ARGS...: run bin/wp.php for a site.
wp() {
	local site="$1"; shift
	VITRINA_SITE="$site" VITRINA_PORT_SITE="$(site_port "$site")" php -d memory_limit=512M -d sendmail_path=/bin/true "$VITRINA_ROOT/bin/wp.php" "$@"
}

port_answers() { curl -s -o /dev/null --max-time 2 "http://127.0.0.1:$1/wp-includes/images/blank.gif"; }

# Whether this checkout's server of the site runs (its pid alive, its port answering).
server_running() {
	local pidf="$VITRINA_RUN/run/$1.pid"
	[ -f "$pidf" ] && kill -0 "$(cat "$pidf")" 2>/dev/null && port_answers "$(site_port "$1")"
}

server_start() {
	local site="$1" port
	port="$(site_port "$site")"
	local pidf="$VITRINA_RUN/run/$site.pid" i
	# A server of ours still alive is running, even when a loaded machine
	# keeps it from answering within port_answers' wait: wait for it rather
	# than take it for another program.
	if [ -f "$pidf" ] && kill -0 "$(cat "$pidf")" 2>/dev/null; then
		for i in $(seq 1 60); do
			port_answers "$port" && return 0
			sleep 0.5
		done
		die "the $site server (pid $(cat "$pidf")) does not answer on port $port, see $VITRINA_RUN/run/$site.log"
	fi
	port_answers "$port" && die "port $port is taken by another program (another checkout's shop?): stop it, or choose other ports with VITRINA_PORT, VITRINA_CLEAN_PORT and VITRINA_TESTS_PORT"
	mkdir -p "$VITRINA_RUN/run"
	# The subshell becomes the server (exec), in a session and process group of
	# its own (setsid), so that $! is the group that server_stop ends, workers
	# included; no output of it stays attached to the caller's (a pipe would hang).
	(
		cd "$VITRINA_RUN/core" || exit 1
		export VITRINA_SITE="$site" VITRINA_PORT_SITE="$port" PHP_CLI_SERVER_WORKERS="${PHP_CLI_SERVER_WORKERS:-4}"
		# Already a group leader (a shell with job control): setsid would fork.
		detach=setsid
		[ "$(ps -o pgid= -p "$BASHPID" | tr -d ' ')" = "$BASHPID" ] && detach=
		exec $detach php -d sendmail_path=/bin/true -d opcache.enable_cli=1 -d memory_limit=512M -d upload_max_filesize=64M -d post_max_size=64M \
			-S "127.0.0.1:$port" "$VITRINA_ROOT/bin/router.php" >"$VITRINA_RUN/run/$site.log" 2>&1 </dev/null
	) &
	echo $! >"$pidf"
	for i in $(seq 1 100); do
		server_running "$site" && return 0
		sleep 0.1
	done
	die "the $site server did not start on port $port, see $VITRINA_RUN/run/$site.log"
}

server_stop() {
	local pidf="$VITRINA_RUN/run/$1.pid" pid i
	[ -f "$pidf" ] || return 0
	pid="$(cat "$pidf")"
	kill -- -"$pid" 2>/dev/null || kill "$pid" 2>/dev/null || true
	# Wait for the server and its workers (one process group) to be gone.
	for i in $(seq 1 50); do
		kill -0 -- -"$pid" 2>/dev/null || break
		sleep 0.1
	done
	kill -KILL -- -"$pid" 2>/dev/null || true
	rm -f "$pidf"
}

# --- Translations and downloads ----------------------------------------------------

# The folder holding ru_RU.mo of WordPress core: $VITRINA_CACHE/languages, then
# Debian's wordpress-l10n package when installed. Prints the folder or nothing.
find_core_l10n() {
	local d
	for d in "$VITRINA_CACHE/languages" /usr/share/wordpress/wp-content/languages; do
		if [ -f "$d/ru_RU.mo" ]; then echo "$d"; return 0; fi
	done
	return 1
}

# Puts WordPress core's ru_RU translation into $VITRINA_CACHE/languages, unpacked
# from Debian's wordpress-l10n package (downloaded, not installed: it would pull
# in Debian's own WordPress). Tried once: a marker file records a failure.
fetch_core_l10n() {
	local dest="$VITRINA_CACHE/languages" tmp
	find_core_l10n >/dev/null && return 0
	[ -f "$dest/.unavailable" ] && return 1
	command -v apt-get >/dev/null && command -v dpkg-deb >/dev/null || return 1
	mkdir -p "$dest"
	tmp="$(mktemp -d)"
	if (cd "$tmp" && timeout 60 apt-get download -q wordpress-l10n) >/dev/null 2>&1 \
		&& dpkg-deb -x "$tmp"/wordpress-l10n_*.deb "$tmp/x" 2>/dev/null \
		&& [ -f "$tmp/x/usr/share/wordpress/wp-content/languages/ru_RU.mo" ]; then
		cp "$tmp"/x/usr/share/wordpress/wp-content/languages/*ru_RU* "$dest/"
		rm -rf "$tmp"
		return 0
	fi
	rm -rf "$tmp"
	date >"$dest/.unavailable"
	return 1
}

# fetch_from_directory plugin|theme SLUG: downloads a plugin or theme from the
# WordPress.org directories into $VITRINA_CACHE/SLUG. Fails fast when offline.
fetch_from_directory() {
	local kind="$1" slug="$2" url tmp
	case "$kind" in
		plugin) url="https://downloads.wordpress.org/plugin/$slug.latest-stable.zip" ;;
		theme) url="https://downloads.wordpress.org/theme/$slug.zip" ;;
		*) return 1 ;;
	esac
	command -v unzip >/dev/null || return 1
	tmp="$(mktemp -d)"
	if curl -fsSL --connect-timeout 5 --max-time 300 -o "$tmp/$slug.zip" "$url" 2>/dev/null \
		&& unzip -q "$tmp/$slug.zip" -d "$tmp/x" && [ -d "$tmp/x/$slug" ]; then
		mkdir -p "$VITRINA_CACHE"
		rm -rf "${VITRINA_CACHE:?}/$slug"
		mv "$tmp/x/$slug" "$VITRINA_CACHE/$slug"
		rm -rf "$tmp"
		return 0
	fi
	rm -rf "$tmp"
	return 1
}
