<?php
/**
 * A small Redis object-cache drop-in for the production-like stack
 * (bin/stack.sh copies it to the stack site's wp-content/object-cache.php,
 * with the Redis address below filled in). Dev tooling for the tests: it is
 * not part of the plugin, and no registry here has a Redis drop-in.
 *
 * Persistent groups live in Redis (one database, keys `wp:<blog>:<group>:<key>`,
 * values serialized), every web node reading and writing the same keys;
 * non-persistent groups stay in the PHP process. When Redis cannot be reached
 * the cache works in memory only, like WordPress's own.
 *
 * @package Vitrina
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals, Universal.Files.SeparateFunctionsFromOO, Generic.Files.OneObjectStructurePerFile, WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize, WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize

defined( 'ABSPATH' ) || exit;

/** The Redis server (host:port); bin/stack.sh writes the stack's. */
const VITRINA_OBJECT_CACHE_REDIS = '127.0.0.1:6379';

/**
 * The object cache: the process's copy in front of Redis.
 */
class WP_Object_Cache {

	/**
	 * What this process holds: group => key => value.
	 *
	 * @var array<string, array<string, mixed>>
	 */
	public $cache = array();

	/**
	 * Hits and misses, as WordPress's own cache counts them.
	 *
	 * @var int
	 */
	public $cache_hits = 0;

	/**
	 * Misses.
	 *
	 * @var int
	 */
	public $cache_misses = 0;

	/**
	 * Groups shared by the sites of a network.
	 *
	 * @var array<string, true>
	 */
	protected $global_groups = array();

	/**
	 * Groups kept in the process only.
	 *
	 * @var array<string, true>
	 */
	protected $non_persistent_groups = array();

	/**
	 * The current blog's prefix.
	 *
	 * @var string
	 */
	protected $blog_prefix = '1';

	/**
	 * The connection, or null when Redis is not reachable.
	 *
	 * @var Redis|null
	 */
	protected $redis = null;

	/**
	 * Connects to Redis.
	 */
	public function __construct() {
		$this->blog_prefix = (string) ( function_exists( 'get_current_blog_id' ) ? get_current_blog_id() : 1 );
		if ( ! class_exists( 'Redis' ) ) {
			return;
		}
		// A node may be given another server (VITRINA_OBJECT_CACHE_REDIS in
		// its environment), e.g. to show what a cache that is not shared breaks.
		$address             = getenv( 'VITRINA_OBJECT_CACHE_REDIS' );
		list( $host, $port ) = explode( ':', $address ? $address : VITRINA_OBJECT_CACHE_REDIS ) + array( '127.0.0.1', '6379' );
		try {
			$redis = new Redis();
			if ( $redis->connect( $host, (int) $port, 1.0 ) ) {
				$this->redis = $redis;
			}
		} catch ( Exception $e ) {
			$this->redis = null;
		}
	}

	/**
	 * Whether values reach Redis.
	 */
	public function is_connected(): bool {
		return null !== $this->redis;
	}

	/**
	 * The group's name ('default' for '').
	 *
	 * @param string|int $group Group.
	 */
	protected function group( $group ): string {
		return '' === (string) $group ? 'default' : (string) $group;
	}

	/**
	 * The Redis key of a key in a group.
	 *
	 * @param string|int $key   Key.
	 * @param string     $group Group.
	 */
	protected function redis_key( $key, string $group ): string {
		$prefix = isset( $this->global_groups[ $group ] ) ? 'global' : $this->blog_prefix;
		return 'wp:' . $prefix . ':' . $group . ':' . $key;
	}

	/**
	 * Whether a group goes to Redis.
	 *
	 * @param string $group Group.
	 */
	protected function persistent( string $group ): bool {
		return null !== $this->redis && ! isset( $this->non_persistent_groups[ $group ] );
	}

	/**
	 * A copy of an object, so that changing it later changes no cached value.
	 *
	 * @param mixed $data Value.
	 * @return mixed
	 */
	protected function copy( $data ) {
		return is_object( $data ) ? clone $data : $data;
	}

	/**
	 * Whether a key exists (in the process or in Redis; fetched into the process).
	 *
	 * @param string|int $key   Key.
	 * @param string     $group Group.
	 */
	protected function exists( $key, string $group ): bool {
		$found = false;
		$this->get( $key, $group, false, $found );
		return $found;
	}

	/**
	 * Adds a value unless the key exists.
	 *
	 * @param string|int $key    Key.
	 * @param mixed      $data   Value.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds, 0 for no expiry.
	 */
	public function add( $key, $data, $group = 'default', $expire = 0 ): bool {
		if ( function_exists( 'wp_suspend_cache_addition' ) && wp_suspend_cache_addition() ) {
			return false;
		}
		$group = $this->group( $group );
		if ( $this->exists( $key, $group ) ) {
			return false;
		}
		return $this->set( $key, $data, $group, (int) $expire );
	}

	/**
	 * Adds several values.
	 *
	 * @param array<string|int, mixed> $data   Key => value.
	 * @param string                   $group  Group.
	 * @param int                      $expire Seconds.
	 * @return array<string|int, bool>
	 */
	public function add_multiple( array $data, $group = '', $expire = 0 ): array {
		$done = array();
		foreach ( $data as $key => $value ) {
			$done[ $key ] = $this->add( $key, $value, $group, $expire );
		}
		return $done;
	}

	/**
	 * Replaces a value when the key exists.
	 *
	 * @param string|int $key    Key.
	 * @param mixed      $data   Value.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds.
	 */
	public function replace( $key, $data, $group = 'default', $expire = 0 ): bool {
		$group = $this->group( $group );
		if ( ! $this->exists( $key, $group ) ) {
			return false;
		}
		return $this->set( $key, $data, $group, (int) $expire );
	}

	/**
	 * Sets a value.
	 *
	 * @param string|int $key    Key.
	 * @param mixed      $data   Value.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds, 0 for no expiry.
	 */
	public function set( $key, $data, $group = 'default', $expire = 0 ): bool {
		$group                         = $this->group( $group );
		$this->cache[ $group ][ $key ] = $this->copy( $data );
		if ( $this->persistent( $group ) ) {
			try {
				$value = serialize( $data );
				$rkey  = $this->redis_key( $key, $group );
				return (int) $expire > 0 ? (bool) $this->redis->setex( $rkey, (int) $expire, $value ) : (bool) $this->redis->set( $rkey, $value );
			} catch ( Exception $e ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Sets several values.
	 *
	 * @param array<string|int, mixed> $data   Key => value.
	 * @param string                   $group  Group.
	 * @param int                      $expire Seconds.
	 * @return array<string|int, bool>
	 */
	public function set_multiple( array $data, $group = '', $expire = 0 ): array {
		$done = array();
		foreach ( $data as $key => $value ) {
			$done[ $key ] = $this->set( $key, $value, $group, $expire );
		}
		return $done;
	}

	/**
	 * Gets a value.
	 *
	 * @param string|int $key   Key.
	 * @param string     $group Group.
	 * @param bool       $force Read Redis even when the process holds it.
	 * @param bool|null  $found Whether it was found.
	 * @return mixed The value, or false.
	 */
	public function get( $key, $group = 'default', $force = false, &$found = null ) {
		$group = $this->group( $group );
		if ( ( ! $force || ! $this->persistent( $group ) ) && isset( $this->cache[ $group ] ) && array_key_exists( $key, $this->cache[ $group ] ) ) {
			$found = true;
			++$this->cache_hits;
			return $this->copy( $this->cache[ $group ][ $key ] );
		}
		if ( $this->persistent( $group ) ) {
			try {
				$raw = $this->redis->get( $this->redis_key( $key, $group ) );
			} catch ( Exception $e ) {
				$raw = false;
			}
			if ( is_string( $raw ) ) {
				$value                         = unserialize( $raw );
				$this->cache[ $group ][ $key ] = $value;
				$found                         = true;
				++$this->cache_hits;
				return $this->copy( $value );
			}
		}
		$found = false;
		++$this->cache_misses;
		return false;
	}

	/**
	 * Gets several values.
	 *
	 * @param array<string|int> $keys  Keys.
	 * @param string            $group Group.
	 * @param bool              $force Read Redis.
	 * @return array<string|int, mixed>
	 */
	public function get_multiple( $keys, $group = 'default', $force = false ): array {
		$values = array();
		foreach ( $keys as $key ) {
			$values[ $key ] = $this->get( $key, $group, $force );
		}
		return $values;
	}

	/**
	 * Deletes a value.
	 *
	 * @param string|int $key   Key.
	 * @param string     $group Group.
	 */
	public function delete( $key, $group = 'default' ): bool {
		$group   = $this->group( $group );
		$present = isset( $this->cache[ $group ] ) && array_key_exists( $key, $this->cache[ $group ] );
		unset( $this->cache[ $group ][ $key ] );
		if ( $this->persistent( $group ) ) {
			try {
				return $this->redis->del( $this->redis_key( $key, $group ) ) > 0 || $present;
			} catch ( Exception $e ) {
				return false;
			}
		}
		return $present;
	}

	/**
	 * Deletes several values.
	 *
	 * @param array<string|int> $keys  Keys.
	 * @param string            $group Group.
	 * @return array<string|int, bool>
	 */
	public function delete_multiple( array $keys, $group = '' ): array {
		$done = array();
		foreach ( $keys as $key ) {
			$done[ $key ] = $this->delete( $key, $group );
		}
		return $done;
	}

	/**
	 * Adds to a number.
	 *
	 * @param string|int $key    Key.
	 * @param int        $offset Amount.
	 * @param string     $group  Group.
	 * @return int|false
	 */
	public function incr( $key, $offset = 1, $group = 'default' ) {
		$group = $this->group( $group );
		$found = false;
		$value = $this->get( $key, $group, true, $found );
		if ( ! $found ) {
			return false;
		}
		$value = max( 0, ( is_numeric( $value ) ? (int) $value : 0 ) + (int) $offset );
		$this->set( $key, $value, $group );
		return $value;
	}

	/**
	 * Takes from a number.
	 *
	 * @param string|int $key    Key.
	 * @param int        $offset Amount.
	 * @param string     $group  Group.
	 * @return int|false
	 */
	public function decr( $key, $offset = 1, $group = 'default' ) {
		return $this->incr( $key, - (int) $offset, $group );
	}

	/**
	 * Empties the cache, Redis included.
	 */
	public function flush(): bool {
		$this->cache = array();
		if ( null !== $this->redis ) {
			try {
				return (bool) $this->redis->flushDB();
			} catch ( Exception $e ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Empties the process's copy only.
	 */
	public function flush_runtime(): bool {
		$this->cache = array();
		return true;
	}

	/**
	 * Empties a group.
	 *
	 * @param string $group Group.
	 */
	public function flush_group( $group ): bool {
		$group = $this->group( $group );
		unset( $this->cache[ $group ] );
		if ( $this->persistent( $group ) ) {
			try {
				$iterator = null;
				$pattern  = $this->redis_key( '*', $group );
				do {
					$keys = $this->redis->scan( $iterator, $pattern, 500 );
					if ( is_array( $keys ) && $keys ) {
						$this->redis->del( $keys );
					}
				} while ( $iterator > 0 );
			} catch ( Exception $e ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Adds global groups.
	 *
	 * @param string|string[] $groups Groups.
	 */
	public function add_global_groups( $groups ): void {
		foreach ( (array) $groups as $group ) {
			$this->global_groups[ (string) $group ] = true;
		}
	}

	/**
	 * Adds groups kept in the process only.
	 *
	 * @param string|string[] $groups Groups.
	 */
	public function add_non_persistent_groups( $groups ): void {
		foreach ( (array) $groups as $group ) {
			$this->non_persistent_groups[ (string) $group ] = true;
		}
	}

	/**
	 * Switches the blog prefix.
	 *
	 * @param int $blog_id Blog.
	 */
	public function switch_to_blog( $blog_id ): void {
		$this->blog_prefix = (string) (int) $blog_id;
	}

	/**
	 * Closes the connection.
	 */
	public function close(): bool {
		if ( null !== $this->redis ) {
			try {
				$this->redis->close();
			} catch ( Exception $e ) {
				return false;
			}
		}
		return true;
	}
}

/** Creates the cache. */
function wp_cache_init() {
	$GLOBALS['wp_object_cache'] = new WP_Object_Cache();
}

/**
 * The cache.
 *
 * @return WP_Object_Cache
 */
function vitrina_object_cache() {
	global $wp_object_cache;
	return $wp_object_cache;
}

/**
 * See WP_Object_Cache::add().
 *
 * @param string|int $key    Key.
 * @param mixed      $data   Value.
 * @param string     $group  Group.
 * @param int        $expire Seconds.
 */
function wp_cache_add( $key, $data, $group = '', $expire = 0 ) {
	return vitrina_object_cache()->add( $key, $data, $group, (int) $expire );
}

/**
 * See WP_Object_Cache::add_multiple().
 *
 * @param array<string|int, mixed> $data   Values.
 * @param string                   $group  Group.
 * @param int                      $expire Seconds.
 */
function wp_cache_add_multiple( array $data, $group = '', $expire = 0 ) {
	return vitrina_object_cache()->add_multiple( $data, $group, (int) $expire );
}

/**
 * See WP_Object_Cache::replace().
 *
 * @param string|int $key    Key.
 * @param mixed      $data   Value.
 * @param string     $group  Group.
 * @param int        $expire Seconds.
 */
function wp_cache_replace( $key, $data, $group = '', $expire = 0 ) {
	return vitrina_object_cache()->replace( $key, $data, $group, (int) $expire );
}

/**
 * See WP_Object_Cache::set().
 *
 * @param string|int $key    Key.
 * @param mixed      $data   Value.
 * @param string     $group  Group.
 * @param int        $expire Seconds.
 */
function wp_cache_set( $key, $data, $group = '', $expire = 0 ) {
	return vitrina_object_cache()->set( $key, $data, $group, (int) $expire );
}

/**
 * See WP_Object_Cache::set_multiple().
 *
 * @param array<string|int, mixed> $data   Values.
 * @param string                   $group  Group.
 * @param int                      $expire Seconds.
 */
function wp_cache_set_multiple( array $data, $group = '', $expire = 0 ) {
	return vitrina_object_cache()->set_multiple( $data, $group, (int) $expire );
}

/**
 * See WP_Object_Cache::get().
 *
 * @param string|int $key   Key.
 * @param string     $group Group.
 * @param bool       $force Read Redis.
 * @param bool|null  $found Found.
 */
function wp_cache_get( $key, $group = '', $force = false, &$found = null ) {
	return vitrina_object_cache()->get( $key, $group, $force, $found );
}

/**
 * See WP_Object_Cache::get_multiple().
 *
 * @param array<string|int> $keys  Keys.
 * @param string            $group Group.
 * @param bool              $force Read Redis.
 */
function wp_cache_get_multiple( $keys, $group = '', $force = false ) {
	return vitrina_object_cache()->get_multiple( $keys, $group, $force );
}

/**
 * See WP_Object_Cache::delete().
 *
 * @param string|int $key   Key.
 * @param string     $group Group.
 */
function wp_cache_delete( $key, $group = '' ) {
	return vitrina_object_cache()->delete( $key, $group );
}

/**
 * See WP_Object_Cache::delete_multiple().
 *
 * @param array<string|int> $keys  Keys.
 * @param string            $group Group.
 */
function wp_cache_delete_multiple( array $keys, $group = '' ) {
	return vitrina_object_cache()->delete_multiple( $keys, $group );
}

/**
 * See WP_Object_Cache::incr().
 *
 * @param string|int $key    Key.
 * @param int        $offset Amount.
 * @param string     $group  Group.
 */
function wp_cache_incr( $key, $offset = 1, $group = '' ) {
	return vitrina_object_cache()->incr( $key, $offset, $group );
}

/**
 * See WP_Object_Cache::decr().
 *
 * @param string|int $key    Key.
 * @param int        $offset Amount.
 * @param string     $group  Group.
 */
function wp_cache_decr( $key, $offset = 1, $group = '' ) {
	return vitrina_object_cache()->decr( $key, $offset, $group );
}

/** See WP_Object_Cache::flush(). */
function wp_cache_flush() {
	return vitrina_object_cache()->flush();
}

/** See WP_Object_Cache::flush_runtime(). */
function wp_cache_flush_runtime() {
	return vitrina_object_cache()->flush_runtime();
}

/**
 * See WP_Object_Cache::flush_group().
 *
 * @param string $group Group.
 */
function wp_cache_flush_group( $group ) {
	return vitrina_object_cache()->flush_group( $group );
}

/**
 * What this cache supports.
 *
 * @param string $feature Feature.
 */
function wp_cache_supports( $feature ) {
	return in_array( $feature, array( 'add_multiple', 'set_multiple', 'get_multiple', 'delete_multiple', 'flush_runtime', 'flush_group' ), true );
}

/** See WP_Object_Cache::close(). */
function wp_cache_close() {
	return vitrina_object_cache()->close();
}

/**
 * See WP_Object_Cache::add_global_groups().
 *
 * @param string|string[] $groups Groups.
 */
function wp_cache_add_global_groups( $groups ) {
	vitrina_object_cache()->add_global_groups( $groups );
}

/**
 * See WP_Object_Cache::add_non_persistent_groups().
 *
 * @param string|string[] $groups Groups.
 */
function wp_cache_add_non_persistent_groups( $groups ) {
	vitrina_object_cache()->add_non_persistent_groups( $groups );
}

/**
 * See WP_Object_Cache::switch_to_blog().
 *
 * @param int $blog_id Blog.
 */
function wp_cache_switch_to_blog( $blog_id ) {
	vitrina_object_cache()->switch_to_blog( $blog_id );
}

/** Deprecated by WordPress; empties the process's copy. */
function wp_cache_reset() {
	vitrina_object_cache()->flush_runtime();
}
