<?php
/**
 * Text rules of the search index: normalisation, word tokens and the
 * keyboard-layout slip.
 *
 * @package Vitrina
 */

namespace Vitrina\Search;

defined( 'ABSPATH' ) || exit;

/**
 * Pure functions (no WordPress calls), so that the early answer can use them
 * before WordPress has finished loading.
 */
final class Text {

	/** The longest token kept, in characters (the column holds 64). */
	public const MAX_TOKEN = 48;

	/** The most words of a query that are matched. */
	public const MAX_WORDS = 5;

	/** The keys of an English (QWERTY) keyboard, lower case. */
	private const EN = 'qwertyuiop[]asdfghjkl;\'zxcvbnm,.`QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>~';

	/** The same keys of a Russian (ЙЦУКЕН) keyboard. */
	private const RU = 'йцукенгшщзхъфывапролджэячсмитьбюёЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮЁ';

	/**
	 * Lower case, ё as е, every run of characters other than letters and
	 * digits as one space, trimmed.
	 *
	 * @param string $text Text.
	 */
	public static function normalise( string $text ): string {
		$text = html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		$text = mb_strtolower( $text, 'UTF-8' );
		$text = str_replace( 'ё', 'е', $text );
		$text = (string) preg_replace( '/[^\p{L}\p{N}]+/u', ' ', $text );
		return trim( $text );
	}

	/**
	 * The distinct words of a text, normalised, each at most MAX_TOKEN long.
	 *
	 * @param string $text Text.
	 * @return list<string>
	 */
	public static function words( string $text ): array {
		$norm = self::normalise( $text );
		if ( '' === $norm ) {
			return array();
		}
		$words = array();
		foreach ( explode( ' ', $norm ) as $word ) {
			$words[ mb_substr( $word, 0, self::MAX_TOKEN, 'UTF-8' ) ] = true;
		}
		return array_map( 'strval', array_keys( $words ) );
	}

	/**
	 * The text as if typed with the other keyboard layout: Latin keys become
	 * the Russian letters on the same keys, Russian letters the Latin ones.
	 * Null when the text has no letter that changes.
	 *
	 * @param string $text Raw query (before normalisation: ; , . [ ] carry letters).
	 */
	public static function other_layout( string $text ): ?string {
		static $to_ru = null, $to_en = null;
		if ( null === $to_ru ) {
			$en    = self::chars( self::EN );
			$ru    = self::chars( self::RU );
			$to_ru = array_combine( $en, $ru );
			$to_en = array_combine( $ru, $en );
		}
		$has_latin    = 1 === preg_match( '/[a-z]/i', $text );
		$has_cyrillic = 1 === preg_match( '/\p{Cyrillic}/u', $text );
		if ( $has_latin === $has_cyrillic ) {
			// Neither, or mixed: not a layout slip.
			return null;
		}
		$map = $has_latin ? $to_ru : $to_en;
		$out = strtr( $text, $map );
		return $out === $text ? null : $out;
	}

	/**
	 * The characters of a string.
	 *
	 * @param string $text Text.
	 * @return list<string>
	 */
	private static function chars( string $text ): array {
		return (array) preg_split( '//u', $text, -1, PREG_SPLIT_NO_EMPTY );
	}
}
