<?php
/**
 * Word stems for the search index: Snowball's Russian algorithm and its
 * English one (Porter2), as published by the Snowball project.
 *
 * @package Vitrina
 */

namespace Vitrina\Search;

defined( 'ABSPATH' ) || exit;

/**
 * Pure functions (no WordPress calls), so that the early answer can use them.
 *
 * Words are expected lower case, ё already folded to е (Text::normalise).
 * stem() picks the algorithm by the word's script: Cyrillic words get the
 * Russian one, Latin words the English one, anything else (digits, mixed)
 * is kept as it is. search_stem() is what the index and the query use: the
 * same, after folding the English plurals in -ves of nouns in -f/-fe
 * («knives» → «knife»), which Porter2 leaves apart («knive», «knife»).
 */
final class Stemmer {

	/** Russian vowels. */
	private const RU_VOWELS = 'аеиоуыэюя';

	/** Russian perfective gerund endings preceded by а or я. */
	private const RU_GERUND_1 = array( 'вшись', 'вши', 'в' );

	/** Russian perfective gerund endings standing alone. */
	private const RU_GERUND_2 = array( 'ившись', 'ывшись', 'ивши', 'ывши', 'ив', 'ыв' );

	/** Russian adjective endings. */
	private const RU_ADJECTIVE = array( 'ими', 'ыми', 'его', 'ого', 'ему', 'ому', 'ее', 'ие', 'ые', 'ое', 'ей', 'ий', 'ый', 'ой', 'ем', 'им', 'ым', 'ом', 'их', 'ых', 'ую', 'юю', 'ая', 'яя', 'ою', 'ею' );

	/** Russian participle endings preceded by а or я. */
	private const RU_PARTICIPLE_1 = array( 'ем', 'нн', 'вш', 'ющ', 'щ' );

	/** Russian participle endings standing alone. */
	private const RU_PARTICIPLE_2 = array( 'ивш', 'ывш', 'ующ' );

	/** Russian verb endings preceded by а or я. */
	private const RU_VERB_1 = array( 'ла', 'на', 'ете', 'йте', 'ли', 'й', 'л', 'ем', 'н', 'ло', 'но', 'ет', 'ют', 'ны', 'ть', 'ешь', 'нно' );

	/** Russian verb endings standing alone. */
	private const RU_VERB_2 = array( 'ила', 'ыла', 'ена', 'ейте', 'уйте', 'ите', 'или', 'ыли', 'ей', 'уй', 'ил', 'ыл', 'им', 'ым', 'ен', 'ило', 'ыло', 'ено', 'ят', 'ует', 'уют', 'ит', 'ыт', 'ены', 'ить', 'ыть', 'ишь', 'ую', 'ю' );

	/** Russian noun endings. */
	private const RU_NOUN = array( 'а', 'ев', 'ов', 'ие', 'ье', 'е', 'иями', 'ями', 'ами', 'еи', 'ии', 'и', 'ией', 'ей', 'ой', 'ий', 'й', 'иям', 'ям', 'ием', 'ем', 'ам', 'ом', 'о', 'у', 'ах', 'иях', 'ях', 'ы', 'ь', 'ию', 'ью', 'ю', 'ия', 'ья', 'я' );

	/** English exceptional forms, whole words. */
	private const EN_EXCEPTIONS = array(
		'skis'   => 'ski',
		'skies'  => 'sky',
		'dying'  => 'die',
		'lying'  => 'lie',
		'tying'  => 'tie',
		'idly'   => 'idl',
		'gently' => 'gentl',
		'ugly'   => 'ugli',
		'early'  => 'earli',
		'only'   => 'onli',
		'singly' => 'singl',
		'sky'    => 'sky',
		'news'   => 'news',
		'howe'   => 'howe',
		'atlas'  => 'atlas',
		'cosmos' => 'cosmos',
		'bias'   => 'bias',
		'andes'  => 'andes',
	);

	/**
	 * English plurals of nouns in -f or -fe, as their singulars (Porter2
	 * stems the two apart; words like «olives» or «gloves» are regular and
	 * not listed).
	 */
	private const EN_PLURALS_VES = array(
		'knives'  => 'knife',
		'wives'   => 'wife',
		'lives'   => 'life',
		'leaves'  => 'leaf',
		'loaves'  => 'loaf',
		'halves'  => 'half',
		'calves'  => 'calf',
		'shelves' => 'shelf',
		'selves'  => 'self',
		'elves'   => 'elf',
		'wolves'  => 'wolf',
		'thieves' => 'thief',
		'sheaves' => 'sheaf',
		'scarves' => 'scarf',
		'wharves' => 'wharf',
	);

	/** English words left as they are after step 1a. */
	private const EN_EXCEPTIONS_1A = array( 'inning', 'outing', 'canning', 'herring', 'earring', 'proceed', 'exceed', 'succeed', 'evening' );

	/** English step 2 suffixes (in R1), longest first. */
	private const EN_STEP_2 = array(
		'ization' => 'ize',
		'ational' => 'ate',
		'fulness' => 'ful',
		'ousness' => 'ous',
		'iveness' => 'ive',
		'tional'  => 'tion',
		'biliti'  => 'ble',
		'lessli'  => 'less',
		'entli'   => 'ent',
		'ation'   => 'ate',
		'alism'   => 'al',
		'aliti'   => 'al',
		'ousli'   => 'ous',
		'iviti'   => 'ive',
		'fulli'   => 'ful',
		'ogist'   => 'og',
		'enci'    => 'ence',
		'anci'    => 'ance',
		'abli'    => 'able',
		'izer'    => 'ize',
		'ator'    => 'ate',
		'alli'    => 'al',
		'bli'     => 'ble',
		'ogi'     => 'og',
		'li'      => '',
	);

	/** English step 3 suffixes (in R1), longest first. */
	private const EN_STEP_3 = array(
		'ational' => 'ate',
		'tional'  => 'tion',
		'alize'   => 'al',
		'icate'   => 'ic',
		'iciti'   => 'ic',
		'ative'   => '',
		'ical'    => 'ic',
		'ness'    => '',
		'ful'     => '',
	);

	/** English step 4 suffixes (deleted in R2), longest first. */
	private const EN_STEP_4 = array( 'ement', 'ance', 'ence', 'able', 'ible', 'ment', 'ant', 'ent', 'ism', 'ate', 'iti', 'ous', 'ive', 'ize', 'ion', 'al', 'er', 'ic' );

	/**
	 * The stem of a word, by its script.
	 *
	 * @param string $word A lower-case word.
	 */
	public static function stem( string $word ): string {
		if ( 1 === preg_match( '/^\p{Cyrillic}+$/u', $word ) ) {
			return self::russian( $word );
		}
		if ( 1 === preg_match( '/^[a-z]+$/', $word ) ) {
			return self::english( $word );
		}
		return $word;
	}

	/**
	 * The stem the search index and query use: stem(), an English plural in
	 * -ves of a noun in -f/-fe taken as its singular first.
	 *
	 * @param string $word A lower-case word.
	 */
	public static function search_stem( string $word ): string {
		return self::stem( self::EN_PLURALS_VES[ $word ] ?? $word );
	}

	/**
	 * Snowball's Russian stemmer.
	 *
	 * @param string $word A lower-case Russian word, ё as е.
	 */
	public static function russian( string $word ): string {
		$chars = mb_str_split( $word, 1, 'UTF-8' );
		$len   = count( $chars );
		// RV: after the first vowel; R1 after the first non-vowel following a vowel; R2 the same within R1.
		$rv = $len;
		for ( $i = 0; $i < $len; $i++ ) {
			if ( self::ru_vowel( $chars[ $i ] ) ) {
				$rv = $i + 1;
				break;
			}
		}
		$r1 = self::region( $chars, 0, array( self::class, 'ru_vowel' ) );
		$r2 = self::region( $chars, $r1, array( self::class, 'ru_vowel' ) );
		if ( $rv >= $len ) {
			return $word;
		}
		$prefix = implode( '', array_slice( $chars, 0, $rv ) );
		$rest   = implode( '', array_slice( $chars, $rv ) );
		$r2     = max( 0, $r2 - $rv );

		// Step 1.
		$gerund = self::ru_grouped( $rest, self::RU_GERUND_1, self::RU_GERUND_2 );
		if ( null !== $gerund ) {
			$rest = $gerund;
		} else {
			$cut = self::longest_suffix( $rest, array( 'ся', 'сь' ) );
			if ( null !== $cut ) {
				$rest = mb_substr( $rest, 0, -mb_strlen( $cut, 'UTF-8' ), 'UTF-8' );
			}
			$adjective = self::longest_suffix( $rest, self::RU_ADJECTIVE );
			if ( null !== $adjective ) {
				$rest       = mb_substr( $rest, 0, -mb_strlen( $adjective, 'UTF-8' ), 'UTF-8' );
				$participle = self::ru_grouped( $rest, self::RU_PARTICIPLE_1, self::RU_PARTICIPLE_2 );
				if ( null !== $participle ) {
					$rest = $participle;
				}
			} else {
				$verb = self::ru_grouped( $rest, self::RU_VERB_1, self::RU_VERB_2 );
				if ( null !== $verb ) {
					$rest = $verb;
				} else {
					$noun = self::longest_suffix( $rest, self::RU_NOUN );
					if ( null !== $noun ) {
						$rest = mb_substr( $rest, 0, -mb_strlen( $noun, 'UTF-8' ), 'UTF-8' );
					}
				}
			}
		}

		// Step 2: a final и.
		if ( str_ends_with( $rest, 'и' ) ) {
			$rest = mb_substr( $rest, 0, -1, 'UTF-8' );
		}

		// Step 3: ост / ость wholly in R2.
		$derivational = self::longest_suffix( $rest, array( 'ость', 'ост' ) );
		if ( null !== $derivational && mb_strlen( $rest, 'UTF-8' ) - mb_strlen( $derivational, 'UTF-8' ) >= $r2 ) {
			$rest = mb_substr( $rest, 0, -mb_strlen( $derivational, 'UTF-8' ), 'UTF-8' );
		}

		// Step 4: superlative (then нн → н), нн → н, or a final ь.
		$tidy = self::longest_suffix( $rest, array( 'ейше', 'ейш', 'н', 'ь' ) );
		if ( 'ейш' === $tidy || 'ейше' === $tidy ) {
			$rest = mb_substr( $rest, 0, -mb_strlen( $tidy, 'UTF-8' ), 'UTF-8' );
			if ( str_ends_with( $rest, 'нн' ) ) {
				$rest = mb_substr( $rest, 0, -1, 'UTF-8' );
			}
		} elseif ( 'н' === $tidy ) {
			if ( str_ends_with( $rest, 'нн' ) ) {
				$rest = mb_substr( $rest, 0, -1, 'UTF-8' );
			}
		} elseif ( 'ь' === $tidy ) {
			$rest = mb_substr( $rest, 0, -1, 'UTF-8' );
		}
		return $prefix . $rest;
	}

	/**
	 * Whether a character is a Russian vowel.
	 *
	 * @param string $c Character.
	 */
	private static function ru_vowel( string $c ): bool {
		return str_contains( self::RU_VOWELS, $c );
	}

	/**
	 * The longest of the suffixes the text ends with, or null (both
	 * languages' steps).
	 *
	 * @param string   $text     Text.
	 * @param string[] $suffixes Suffixes.
	 */
	private static function longest_suffix( string $text, array $suffixes ): ?string {
		$best = null;
		foreach ( $suffixes as $suffix ) {
			if ( str_ends_with( $text, $suffix ) && ( null === $best || strlen( $suffix ) > strlen( $best ) ) ) {
				$best = $suffix;
			}
		}
		return $best;
	}

	/**
	 * The text without the longest ending of either group, where the first
	 * group's endings count only after а or я (which stays); null when the
	 * longest ending found does not qualify, or none is found (Snowball's
	 * `among` fails then, shorter endings are not tried).
	 *
	 * @param string   $text    Text (within RV).
	 * @param string[] $group_1 Endings preceded by а or я.
	 * @param string[] $group_2 Endings standing alone.
	 */
	private static function ru_grouped( string $text, array $group_1, array $group_2 ): ?string {
		$suffix = self::longest_suffix( $text, array_merge( $group_1, $group_2 ) );
		if ( null === $suffix ) {
			return null;
		}
		$cut = mb_substr( $text, 0, -mb_strlen( $suffix, 'UTF-8' ), 'UTF-8' );
		if ( in_array( $suffix, $group_2, true ) ) {
			return $cut;
		}
		return str_ends_with( $cut, 'а' ) || str_ends_with( $cut, 'я' ) ? $cut : null;
	}

	/**
	 * The start of the region after the first non-vowel following a vowel,
	 * searched from a position (R1 from 0, R2 from R1).
	 *
	 * @param array<int, string>     $chars    Characters.
	 * @param int                    $from     Where to start.
	 * @param callable(string): bool $is_vowel Vowel test.
	 */
	private static function region( array $chars, int $from, callable $is_vowel ): int {
		$len = count( $chars );
		for ( $i = $from + 1; $i < $len; $i++ ) {
			if ( ! $is_vowel( $chars[ $i ] ) && $is_vowel( $chars[ $i - 1 ] ) ) {
				return $i + 1;
			}
		}
		return $len;
	}

	/**
	 * Snowball's English stemmer (Porter2).
	 *
	 * @param string $word A lower-case English word.
	 */
	public static function english( string $word ): string {
		if ( strlen( $word ) <= 2 ) {
			return $word;
		}
		$word = ltrim( $word, "'" );
		if ( isset( self::EN_EXCEPTIONS[ $word ] ) ) {
			return self::EN_EXCEPTIONS[ $word ];
		}
		// A single consonant, then "ying": hying → hie.
		if ( 1 === preg_match( '/^[^aeiouy]ying$/', $word ) ) {
			return $word[0] . 'ie';
		}
		// Y as a consonant: at the start, or after a vowel.
		if ( 'y' === $word[0] ) {
			$word[0] = 'Y';
		}
		$word = (string) preg_replace( '/(?<=[aeiouy])y/', 'Y', $word );

		if ( 1 === preg_match( '/^(gener|commun|arsen|univers|later|emerg|organ|inter)/', $word, $m ) ) {
			$r1 = strlen( $m[1] );
		} else {
			$r1 = self::en_region( $word, 0 );
		}
		$r2 = self::en_region( $word, $r1 );

		// Step 0: apostrophe s.
		foreach ( array( "'s'", "'s", "'" ) as $suffix ) {
			if ( str_ends_with( $word, $suffix ) ) {
				$word = substr( $word, 0, -strlen( $suffix ) );
				break;
			}
		}

		// Step 1a.
		if ( str_ends_with( $word, 'sses' ) ) {
			$word = substr( $word, 0, -2 );
		} elseif ( str_ends_with( $word, 'ied' ) || str_ends_with( $word, 'ies' ) ) {
			$word = strlen( $word ) > 4 ? substr( $word, 0, -2 ) : substr( $word, 0, -1 );
		} elseif ( str_ends_with( $word, 'us' ) || str_ends_with( $word, 'ss' ) ) {
			$word = $word; // phpcs:ignore Squiz.PHP.DisallowSelfAssignment.Found -- kept as it is.
		} elseif ( str_ends_with( $word, 's' ) && 1 === preg_match( '/[aeiouy]./', substr( $word, 0, -1 ) ) ) {
			$word = substr( $word, 0, -1 );
		}
		if ( in_array( $word, self::EN_EXCEPTIONS_1A, true ) ) {
			return $word;
		}

		// Step 1b.
		$suffix = self::longest_suffix( $word, array( 'eedly', 'ingly', 'edly', 'eed', 'ing', 'ed' ) );
		if ( 'eed' === $suffix || 'eedly' === $suffix ) {
			if ( strlen( $word ) - strlen( $suffix ) >= $r1 ) {
				$word = substr( $word, 0, -strlen( $suffix ) ) . 'ee';
			}
		} elseif ( null !== $suffix ) {
			$stem = substr( $word, 0, -strlen( $suffix ) );
			if ( 1 === preg_match( '/[aeiouy]/', $stem ) ) {
				$word = $stem;
				if ( self::longest_suffix( $word, array( 'at', 'bl', 'iz' ) ) ) {
					$word .= 'e';
				} elseif ( 1 === preg_match( '/(bb|dd|ff|gg|mm|nn|pp|rr|tt)$/', $word ) ) {
					// A vowel and a double at the start stays: added → add.
					if ( ! ( 3 === strlen( $word ) && str_contains( 'aeiouy', $word[0] ) ) ) {
						$word = substr( $word, 0, -1 );
					}
				} elseif ( $r1 >= strlen( $word ) && self::en_short_syllable_end( $word ) ) {
					$word .= 'e';
				}
			}
		}

		// Step 1c: y after a non-vowel (not the first letter) becomes i.
		$len = strlen( $word );
		if ( $len > 2 && ( 'y' === $word[ $len - 1 ] || 'Y' === $word[ $len - 1 ] ) && ! str_contains( 'aeiouy', $word[ $len - 2 ] ) ) {
			$word[ $len - 1 ] = 'i';
		}

		// Step 2.
		$suffix = self::longest_suffix( $word, array_keys( self::EN_STEP_2 ) );
		if ( null !== $suffix && strlen( $word ) - strlen( $suffix ) >= $r1 ) {
			$stem = substr( $word, 0, -strlen( $suffix ) );
			if ( 'ogi' === $suffix ) {
				if ( str_ends_with( $stem, 'l' ) ) {
					$word = $stem . 'og';
				}
			} elseif ( 'li' === $suffix ) {
				if ( '' !== $stem && str_contains( 'cdeghkmnrt', substr( $stem, -1 ) ) ) {
					$word = $stem;
				}
			} else {
				$word = $stem . self::EN_STEP_2[ $suffix ];
			}
		}

		// Step 3.
		$suffix = self::longest_suffix( $word, array_keys( self::EN_STEP_3 ) );
		if ( null !== $suffix && strlen( $word ) - strlen( $suffix ) >= $r1 ) {
			if ( 'ative' !== $suffix || strlen( $word ) - strlen( $suffix ) >= $r2 ) {
				$word = substr( $word, 0, -strlen( $suffix ) ) . self::EN_STEP_3[ $suffix ];
			}
		}

		// Step 4.
		$suffix = self::longest_suffix( $word, self::EN_STEP_4 );
		if ( null !== $suffix && strlen( $word ) - strlen( $suffix ) >= $r2 ) {
			$stem = substr( $word, 0, -strlen( $suffix ) );
			if ( 'ion' !== $suffix || str_ends_with( $stem, 's' ) || str_ends_with( $stem, 't' ) ) {
				$word = $stem;
			}
		}

		// Step 5.
		$len = strlen( $word );
		if ( str_ends_with( $word, 'e' ) ) {
			$stem = substr( $word, 0, -1 );
			if ( $len - 1 >= $r2 || ( $len - 1 >= $r1 && ! self::en_short_syllable_end( $stem ) ) ) {
				$word = $stem;
			}
		} elseif ( str_ends_with( $word, 'll' ) && $len - 1 >= $r2 ) {
			$word = substr( $word, 0, -1 );
		}
		return strtolower( $word );
	}

	/**
	 * The start of R1 (from 0) or R2 (from R1) of an English word.
	 *
	 * @param string $word Word (Y marks a consonant y).
	 * @param int    $from Where to start.
	 */
	private static function en_region( string $word, int $from ): int {
		$len = strlen( $word );
		for ( $i = $from + 1; $i < $len; $i++ ) {
			if ( ! str_contains( 'aeiouy', $word[ $i ] ) && str_contains( 'aeiouy', $word[ $i - 1 ] ) ) {
				return $i + 1;
			}
		}
		return $len;
	}

	/**
	 * Whether an English word ends with a short syllable: a non-vowel, a
	 * vowel, then a non-vowel other than w, x or Y; or, for a word of two
	 * letters, a vowel then a non-vowel.
	 *
	 * @param string $word Word.
	 */
	private static function en_short_syllable_end( string $word ): bool {
		$len = strlen( $word );
		$v   = static fn( string $c ): bool => str_contains( 'aeiouy', $c );
		if ( $len >= 3 && ! $v( $word[ $len - 3 ] ) && $v( $word[ $len - 2 ] ) && ! $v( $word[ $len - 1 ] ) && ! str_contains( 'wxY', $word[ $len - 1 ] ) ) {
			return true;
		}
		return 2 === $len && $v( $word[0] ) && ! $v( $word[1] );
	}
}
