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

	/** Latin letters that look like Cyrillic ones (lower case; upper-case B, H, M, T look like В, Н, М, Т). */
	private const LOOK_ALIKES = array(
		'a' => 'а',
		'b' => 'в',
		'c' => 'с',
		'e' => 'е',
		'h' => 'н',
		'k' => 'к',
		'm' => 'м',
		'o' => 'о',
		'p' => 'р',
		't' => 'т',
		'x' => 'х',
		'y' => 'у',
	);

	/** Latin to Cyrillic, longest first (GOST-like and the common informal spellings). */
	private const TO_CYRILLIC = array(
		'shch' => 'щ',
		'sch'  => 'щ',
		'zh'   => 'ж',
		'kh'   => 'х',
		'ch'   => 'ч',
		'sh'   => 'ш',
		'ts'   => 'ц',
		'tz'   => 'ц',
		'yo'   => 'е',
		'jo'   => 'е',
		'yu'   => 'ю',
		'ju'   => 'ю',
		'ya'   => 'я',
		'ja'   => 'я',
		'a'    => 'а',
		'b'    => 'б',
		'v'    => 'в',
		'g'    => 'г',
		'd'    => 'д',
		'e'    => 'е',
		'z'    => 'з',
		'i'    => 'и',
		'j'    => 'й',
		'k'    => 'к',
		'l'    => 'л',
		'm'    => 'м',
		'n'    => 'н',
		'o'    => 'о',
		'p'    => 'п',
		'r'    => 'р',
		's'    => 'с',
		't'    => 'т',
		'u'    => 'у',
		'f'    => 'ф',
		'h'    => 'х',
		'c'    => 'к',
		'w'    => 'в',
		'x'    => 'кс',
		'q'    => 'к',
	);

	/** Cyrillic to Latin (GOST-like). */
	private const TO_LATIN = array(
		'а' => 'a',
		'б' => 'b',
		'в' => 'v',
		'г' => 'g',
		'д' => 'd',
		'е' => 'e',
		'ж' => 'zh',
		'з' => 'z',
		'и' => 'i',
		'й' => 'y',
		'к' => 'k',
		'л' => 'l',
		'м' => 'm',
		'н' => 'n',
		'о' => 'o',
		'п' => 'p',
		'р' => 'r',
		'с' => 's',
		'т' => 't',
		'у' => 'u',
		'ф' => 'f',
		'х' => 'kh',
		'ц' => 'ts',
		'ч' => 'ch',
		'ш' => 'sh',
		'щ' => 'shch',
		'ъ' => '',
		'ы' => 'y',
		'ь' => '',
		'э' => 'e',
		'ю' => 'yu',
		'я' => 'ya',
	);

	/**
	 * Lower case, ё as е (also when typed as е and a combining diaeresis),
	 * every run of characters other than letters and digits as one space,
	 * trimmed; in a word mixing scripts, the letters that only look like
	 * the word's other letters are folded into their script (a Latin c in
	 * «cковорода», a Cyrillic с in «сhef»).
	 *
	 * @param string $text Text.
	 */
	public static function normalise( string $text ): string {
		$text = html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		if ( class_exists( \Normalizer::class ) ) {
			$text = (string) \Normalizer::normalize( $text, \Normalizer::FORM_C );
		}
		$text = mb_strtolower( $text, 'UTF-8' );
		$text = str_replace( array( 'ё', "е\u{0308}", "и\u{0306}" ), array( 'е', 'е', 'й' ), $text );
		$text = trim( (string) preg_replace( '/[^\p{L}\p{N}]+/u', ' ', $text ) );
		if ( 1 === preg_match( '/[a-z]/', $text ) && 1 === preg_match( '/\p{Cyrillic}/u', $text ) ) {
			$text = implode( ' ', array_map( array( self::class, 'fold_look_alikes' ), explode( ' ', $text ) ) );
		}
		return $text;
	}

	/**
	 * A word mixing Latin and Cyrillic letters in one script: the script
	 * whose letters the word's other letters can all be read as (Cyrillic
	 * when both can); unchanged when neither.
	 *
	 * @param string $word Lower-case word.
	 */
	public static function fold_look_alikes( string $word ): string {
		if ( 1 !== preg_match( '/[a-z]/', $word ) || 1 !== preg_match( '/\p{Cyrillic}/u', $word ) ) {
			return $word;
		}
		$latin = implode( '', array_keys( self::LOOK_ALIKES ) );
		if ( 1 !== preg_match( '/[^' . $latin . '\P{Latin}]/u', $word ) ) {
			return strtr( $word, self::LOOK_ALIKES );
		}
		$cyrillic = implode( '', self::LOOK_ALIKES );
		if ( 1 !== preg_match( '/[^' . $cyrillic . '\P{Cyrillic}]/u', $word ) ) {
			return strtr( $word, array_flip( self::LOOK_ALIKES ) );
		}
		return $word;
	}

	/**
	 * A Latin word read as Russian transliteration («skovoroda» →
	 * «сковорода», «chaynik» and «chajnik» → «чайник»); null for other
	 * words. Spellings that differ from the dictionary by a letter
	 * («kastrulya» → «каструля») are left to typo matching.
	 *
	 * @param string $word Lower-case word.
	 */
	public static function to_cyrillic( string $word ): ?string {
		if ( 1 !== preg_match( '/^[a-z]+$/', $word ) ) {
			return null;
		}
		$out = '';
		$len = strlen( $word );
		for ( $i = 0; $i < $len; ) {
			// A y after a vowel is й, elsewhere ы (unless it starts ya, yu, yo).
			if ( 'y' === $word[ $i ] && ! in_array( substr( $word, $i, 2 ), array( 'ya', 'yu', 'yo' ), true ) ) {
				$out .= $i > 0 && str_contains( 'aeiou', $word[ $i - 1 ] ) ? 'й' : 'ы';
				++$i;
				continue;
			}
			foreach ( array( 4, 3, 2, 1 ) as $n ) {
				$part = substr( $word, $i, $n );
				if ( strlen( $part ) === $n && isset( self::TO_CYRILLIC[ $part ] ) ) {
					$out .= self::TO_CYRILLIC[ $part ];
					$i   += $n;
					continue 2;
				}
			}
			++$i;
		}
		return $out;
	}

	/**
	 * A Russian word in Latin letters («шеф» → «shef»); null for other words.
	 *
	 * @param string $word Lower-case word.
	 */
	public static function to_latin( string $word ): ?string {
		if ( 1 !== preg_match( '/^\p{Cyrillic}+$/u', $word ) ) {
			return null;
		}
		return strtr( $word, self::TO_LATIN );
	}

	/** Words longer than this are matched without typos (their neighbourhoods grow with the square). */
	public const TYPO_MAX_LENGTH = 24;

	/**
	 * How many typos a query word of this length may have: none under 5
	 * letters, one from 5, two from 9 (none beyond TYPO_MAX_LENGTH).
	 *
	 * @param string $word Word.
	 */
	public static function typos_allowed( string $word ): int {
		$len = mb_strlen( $word, 'UTF-8' );
		if ( $len > self::TYPO_MAX_LENGTH ) {
			return 0;
		}
		return $len >= 9 ? 2 : ( $len >= 5 ? 1 : 0 );
	}

	/**
	 * The word and every string made from it by deleting up to $max of its
	 * letters (its deletion neighbourhood).
	 *
	 * @param string $word Word.
	 * @param int    $max  Most deletions.
	 * @return list<string>
	 */
	public static function deletions( string $word, int $max ): array {
		$out   = array( $word => true );
		$level = array( $word );
		for ( $d = 0; $d < $max; $d++ ) {
			$next = array();
			foreach ( $level as $w ) {
				$chars = mb_str_split( $w, 1, 'UTF-8' );
				$len   = count( $chars );
				if ( $len <= 1 ) {
					continue;
				}
				for ( $i = 0; $i < $len; $i++ ) {
					$v = implode( '', array_slice( $chars, 0, $i ) ) . implode( '', array_slice( $chars, $i + 1 ) );
					if ( ! isset( $out[ $v ] ) ) {
						$out[ $v ] = true;
						$next[]    = $v;
					}
				}
			}
			$level = $next;
		}
		return array_map( 'strval', array_keys( $out ) );
	}

	/**
	 * The edit distance of two words: insertions, deletions, substitutions
	 * and transpositions of neighbours, each counting one (optimal string
	 * alignment).
	 *
	 * @param string $a Word.
	 * @param string $b Word.
	 */
	public static function distance( string $a, string $b ): int {
		$s = mb_str_split( $a, 1, 'UTF-8' );
		$t = mb_str_split( $b, 1, 'UTF-8' );
		$n = count( $s );
		$m = count( $t );
		$d = array();
		for ( $i = 0; $i <= $n; $i++ ) {
			$d[ $i ][0] = $i;
		}
		for ( $j = 0; $j <= $m; $j++ ) {
			$d[0][ $j ] = $j;
		}
		for ( $i = 1; $i <= $n; $i++ ) {
			for ( $j = 1; $j <= $m; $j++ ) {
				$cost          = $s[ $i - 1 ] === $t[ $j - 1 ] ? 0 : 1;
				$d[ $i ][ $j ] = min( $d[ $i - 1 ][ $j ] + 1, $d[ $i ][ $j - 1 ] + 1, $d[ $i - 1 ][ $j - 1 ] + $cost );
				if ( $i > 1 && $j > 1 && $s[ $i - 1 ] === $t[ $j - 2 ] && $s[ $i - 2 ] === $t[ $j - 1 ] ) {
					$d[ $i ][ $j ] = min( $d[ $i ][ $j ], $d[ $i - 2 ][ $j - 2 ] + 1 );
				}
			}
		}
		return $d[ $n ][ $m ];
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
