<?php
/**
 * Tests of the search text rules.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Search;

use Vitrina\Search\Text;
use Vitrina\Tests\TestCase;

/**
 * Normalisation, words and the keyboard-layout slip.
 */
final class TextTest extends TestCase {

	/**
	 * Lower case, ё as е, punctuation as spaces.
	 */
	public function test_normalise(): void {
		$this->assertSame( 'чайник елочка 1 5 л', Text::normalise( '  Чайник «Ёлочка», 1,5&nbsp;л ' ) );
		$this->assertSame( 'vt sk 200', Text::normalise( 'VT-SK-200' ) );
		$this->assertSame( '', Text::normalise( '—' ) );
	}

	/**
	 * Distinct words, each shortened to the token length.
	 */
	public function test_words(): void {
		$this->assertSame( array( 'нож', 'поварской' ), Text::words( 'Нож поварской, нож' ) );
		$long = str_repeat( 'я', 80 );
		$this->assertSame( Text::MAX_TOKEN, mb_strlen( Text::words( $long )[0] ) );
		$this->assertSame( array(), Text::words( ' ,.; ' ) );
	}

	/**
	 * Look-alike letters are folded into the word's script; ё typed as е
	 * and a combining diaeresis is ё (then е).
	 */
	public function test_look_alikes_and_diaeresis(): void {
		$this->assertSame( 'сковорода chef', Text::normalise( 'cковорода Сhef' ) );
		$this->assertSame( 'емкость', Text::normalise( "Е\u{0308}мкость" ) );
		$this->assertSame( 'чайник', Text::normalise( "чаи\u{0306}ник" ) );
		$this->assertSame( 'hout', Text::fold_look_alikes( 'ноut' ), 'н and о read as Latin' );
		$this->assertSame( 'жuk', Text::fold_look_alikes( 'жuk' ), 'letters of both scripts that look like nothing else: kept' );
	}

	/**
	 * Transliteration both ways, GOST-like and informal.
	 */
	public function test_transliteration(): void {
		$this->assertSame( 'сковорода', Text::to_cyrillic( 'skovoroda' ) );
		$this->assertSame( 'чайник', Text::to_cyrillic( 'chajnik' ) );
		$this->assertSame( 'чайник', Text::to_cyrillic( 'chaynik' ) );
		$this->assertSame( 'кастрюля', Text::to_cyrillic( 'kastryulya' ) );
		$this->assertSame( 'щетка', Text::to_cyrillic( 'shchetka' ) );
		$this->assertNull( Text::to_cyrillic( 'нож' ) );
		$this->assertSame( 'kitchen', Text::to_latin( 'китчен' ) );
		$this->assertNull( Text::to_latin( 'chef' ) );
	}

	/**
	 * Typos: how many a word may have, its deletion neighbourhood, and the
	 * distance (a transposition counts one).
	 */
	public function test_typos(): void {
		$this->assertSame( 0, Text::typos_allowed( 'нож' ) );
		$this->assertSame( 1, Text::typos_allowed( 'чашка' ) );
		$this->assertSame( 2, Text::typos_allowed( 'сковорода' ) );
		$this->assertSame( 0, Text::typos_allowed( str_repeat( 'а', Text::TYPO_MAX_LENGTH + 1 ) ) );
		$this->assertSame( array( 'нож', 'ож', 'нж', 'но' ), Text::deletions( 'нож', 1 ) );
		$this->assertCount( 1 + 5 + 10, Text::deletions( 'абвгд', 2 ) );
		$this->assertSame( 1, Text::distance( 'чайинк', 'чайник' ) );
		$this->assertSame( 1, Text::distance( 'сковорда', 'сковорода' ) );
		$this->assertSame( 2, Text::distance( 'кострюла', 'кастрюля' ) );
		$this->assertSame( 0, Text::distance( 'нож', 'нож' ) );
	}

	/**
	 * Text typed in the wrong layout, both ways.
	 *
	 * @param string      $typed    What was typed.
	 * @param string|null $expected The other layout.
	 */
	#[\PHPUnit\Framework\Attributes\DataProvider( 'layout_cases' )]
	public function test_other_layout( string $typed, ?string $expected ): void {
		$this->assertSame( $expected, Text::other_layout( $typed ) );
	}

	/**
	 * Cases.
	 *
	 * @return array<string, array{string, string|null}>
	 */
	public static function layout_cases(): array {
		return array(
			'Russian word in the English layout' => array( 'crjdjhjlf', 'сковорода' ),
			'keys that carry letters'            => array( 'xfqybr ;tkt`', 'чайник желеё' ),
			'English word in the Russian layout' => array( 'ырщу', 'shoe' ),
			'capitals'                           => array( 'Yj;', 'Нож' ),
			'digits only'                        => array( '2024', null ),
			'mixed scripts'                      => array( 'ноut', null ),
		);
	}
}
