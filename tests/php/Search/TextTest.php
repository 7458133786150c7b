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
