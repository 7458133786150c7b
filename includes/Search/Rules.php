<?php
/**
 * The shop owner's search rules: synonyms and redirects.
 *
 * @package Vitrina
 */

namespace Vitrina\Search;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * A rule is kept for a phrase (a search text as Analytics::phrase() counts
 * it) and is one of:
 * - a synonym: words searched as well, several alternatives separated by
 *   commas («ведро» → «кастрюля, бак»): the engine (Query) finds what the
 *   phrase finds and what each alternative finds, in the suggestions and on
 *   the results page alike;
 * - a redirect: an address on the shop's site (a path, or a URL whose host
 *   wp_validate_redirect() allows): the suggestions answer names it (the
 *   island goes there on Enter), the results page redirects there.
 *
 * All rules live in one autoloaded option (WordPress keeps it in the object
 * cache with the other autoloaded options and drops it there when it
 * changes), checked once per value read; the early answer reads it before
 * WooCommerce loads. A search typed in the
 * other keyboard layout finds the rule of what it means.
 */
final class Rules {

	/** The option holding the rules: phrase => { kind, target }. */
	public const OPTION = 'vitrina_search_rules';

	/** The kinds of rule. */
	public const SYNONYM  = 'synonym';
	public const REDIRECT = 'redirect';
	public const KINDS    = array( self::SYNONYM, self::REDIRECT );

	/** The most rules kept (the option is loaded on every request). */
	public const MAX_RULES = 500;

	/** The most alternatives a synonym has. */
	public const MAX_ALTERNATIVES = 5;

	/** The longest target, in characters. */
	public const MAX_TARGET = 500;

	/**
	 * The rules checked (null until read).
	 *
	 * @var array<string, array{kind: string, target: string}>|null
	 */
	private static ?array $rules = null;

	/**
	 * The stored value they were checked from.
	 *
	 * @var mixed
	 */
	private static $stored = null;

	/**
	 * Every rule, by phrase, in phrase order (entries of a wrong shape are left out).
	 *
	 * @return array<string, array{kind: string, target: string}>
	 */
	public static function all(): array {
		$stored = get_option( self::OPTION, array() );
		if ( null !== self::$rules && $stored === self::$stored ) {
			return self::$rules;
		}
		$rules = array();
		foreach ( is_array( $stored ) ? $stored : array() as $phrase => $rule ) {
			if ( is_string( $phrase ) && is_array( $rule ) && in_array( $rule['kind'] ?? null, self::KINDS, true ) && is_string( $rule['target'] ?? null ) && '' !== $rule['target'] ) {
				$rules[ $phrase ] = array(
					'kind'   => (string) $rule['kind'],
					'target' => $rule['target'],
				);
			}
		}
		self::$rules  = $rules;
		self::$stored = $stored;
		return $rules;
	}

	/**
	 * Forgets the rules read in this request.
	 */
	public static function flush(): void {
		self::$rules  = null;
		self::$stored = null;
	}

	/**
	 * The rule of a search text (or of the text in the other keyboard layout).
	 *
	 * @param string $text The search text as typed.
	 * @return array{kind: string, target: string}|null
	 */
	public static function find( string $text ): ?array {
		$rules = self::all();
		if ( ! $rules ) {
			return null;
		}
		foreach ( array( $text, Text::other_layout( $text ) ) as $candidate ) {
			$phrase = null === $candidate ? null : Analytics::phrase( $candidate );
			if ( null !== $phrase && isset( $rules[ $phrase ] ) ) {
				return $rules[ $phrase ];
			}
		}
		return null;
	}

	/**
	 * The alternatives a search text is searched as well (its synonym rule).
	 *
	 * @param string $text The search text as typed.
	 * @return list<string>
	 */
	public static function synonyms( string $text ): array {
		$rule = self::find( $text );
		return null !== $rule && self::SYNONYM === $rule['kind'] ? self::alternatives( $rule['target'] ) : array();
	}

	/**
	 * The address a search text goes to (its redirect rule), or null.
	 *
	 * @param string $text The search text as typed.
	 */
	public static function redirect( string $text ): ?string {
		$rule = self::find( $text );
		return null !== $rule && self::REDIRECT === $rule['kind'] ? $rule['target'] : null;
	}

	/**
	 * The alternatives of a synonym's words: split at commas, those with a word.
	 *
	 * @param string $words The words.
	 * @return list<string>
	 */
	public static function alternatives( string $words ): array {
		$out = array();
		foreach ( explode( ',', $words ) as $alternative ) {
			$alternative = trim( $alternative );
			if ( array() !== Text::words( $alternative ) ) {
				$out[] = $alternative;
			}
		}
		return array_slice( $out, 0, self::MAX_ALTERNATIVES );
	}

	/**
	 * Adds or replaces the rule of a phrase.
	 *
	 * @param string $text   The search text (normalised into its phrase).
	 * @param string $kind   synonym or redirect.
	 * @param string $target The words, or the address.
	 * @return string|WP_Error The phrase saved, or why not.
	 */
	public static function save( string $text, string $kind, string $target ) {
		$phrase = Analytics::phrase( $text );
		if ( null === $phrase ) {
			/* translators: %d: the least number of characters. */
			return new WP_Error( 'vitrina_search_rule_phrase', sprintf( __( 'The search text needs at least %d letters or digits.', 'vitrina' ), Analytics::MIN_LENGTH ), array( 'status' => 400 ) );
		}
		if ( ! in_array( $kind, self::KINDS, true ) ) {
			return new WP_Error( 'vitrina_search_rule_kind', __( 'Choose a synonym or a redirect.', 'vitrina' ), array( 'status' => 400 ) );
		}
		$target = self::REDIRECT === $kind ? self::address( $target ) : self::words( $target );
		if ( $target instanceof WP_Error ) {
			return $target;
		}
		$rules = self::all();
		if ( ! isset( $rules[ $phrase ] ) && count( $rules ) >= self::MAX_RULES ) {
			/* translators: %d: the most rules. */
			return new WP_Error( 'vitrina_search_rule_limit', sprintf( __( 'There can be at most %d synonyms and redirects: delete some first.', 'vitrina' ), self::MAX_RULES ), array( 'status' => 400 ) );
		}
		$rules[ $phrase ] = array(
			'kind'   => $kind,
			'target' => $target,
		);
		ksort( $rules, SORT_STRING );
		self::write( $rules );
		return $phrase;
	}

	/**
	 * Deletes the rule of a phrase.
	 *
	 * @param string $text The search text (normalised into its phrase).
	 * @return bool Whether there was one.
	 */
	public static function delete( string $text ): bool {
		$phrase = Analytics::phrase( $text );
		$rules  = self::all();
		if ( null === $phrase || ! isset( $rules[ $phrase ] ) ) {
			return false;
		}
		unset( $rules[ $phrase ] );
		self::write( $rules );
		return true;
	}

	/**
	 * A synonym's words, cleaned: at least one alternative with a word.
	 *
	 * @param string $words The words as given.
	 * @return string|WP_Error
	 */
	public static function words( string $words ): string|WP_Error {
		$words        = sanitize_text_field( $words );
		$alternatives = self::alternatives( $words );
		if ( array() === $alternatives || mb_strlen( $words, 'UTF-8' ) > self::MAX_TARGET ) {
			return new WP_Error( 'vitrina_search_rule_words', __( 'Enter the words to search for as well (several, separated by commas).', 'vitrina' ), array( 'status' => 400 ) );
		}
		return implode( ', ', $alternatives );
	}

	/**
	 * A redirect's address, checked: a path on the site («/catalogue/») or
	 * an http(s) URL of a host wp_validate_redirect() allows (the site's own,
	 * or one added with the allowed_redirect_hosts filter). Stored absolute.
	 *
	 * @param string $address The address as given.
	 * @return string|WP_Error
	 */
	public static function address( string $address ): string|WP_Error {
		$address = trim( $address );
		if ( str_starts_with( $address, '/' ) && ! str_starts_with( $address, '//' ) ) {
			$address = home_url( $address );
		}
		$url = esc_url_raw( $address, array( 'http', 'https' ) );
		if ( '' === $address || mb_strlen( $address, 'UTF-8' ) > self::MAX_TARGET || '' === $url || $url !== $address || '' === wp_validate_redirect( $url, '' ) ) {
			return new WP_Error( 'vitrina_search_rule_address', __( 'Enter an address on this shop’s site, such as /catalogue/ or a full link to one of its pages.', 'vitrina' ), array( 'status' => 400 ) );
		}
		return $url;
	}

	/**
	 * Stores the rules (autoloaded) and forgets the ones read.
	 *
	 * @param array<string, array{kind: string, target: string}> $rules Rules.
	 */
	private static function write( array $rules ): void {
		update_option( self::OPTION, $rules, true );
		self::flush();
	}
}
