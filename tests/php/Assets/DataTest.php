<?php
/**
 * Tests of the page's data registry.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Assets;

use Vitrina\Assets\Data;
use Vitrina\Assets\Islands;
use Vitrina\Tests\TestCase;

/**
 * One writer per key, closures resolved once and only when read, and the
 * islands' settings built from it.
 */
final class DataTest extends TestCase {

	/**
	 * Starts from an empty registry (the TestCase puts the modules' keys back).
	 */
	protected function setUp(): void {
		parent::setUp();
		Data::reset();
	}

	/**
	 * A key is added once; the island's settings hold it.
	 */
	public function test_add_and_get(): void {
		$this->assertFalse( Data::has( 'test' ) );
		$this->assertTrue( Data::add( 'test', 'a', 1 ) );
		$this->assertTrue( Data::add( 'test', 'b', array( 'x' => true ) ) );
		$this->assertTrue( Data::add( 'other', 'a', 'other island' ) );
		$this->assertTrue( Data::has( 'test' ) );
		$this->assertTrue( Data::has( 'test', 'a' ) );
		$this->assertFalse( Data::has( 'test', 'c' ) );
		$this->assertSame(
			array(
				'a' => 1,
				'b' => array( 'x' => true ),
			),
			Data::get( 'test' )
		);
		$this->assertSame( array( 'a' => 'other island' ), Data::get( 'other' ) );
		$this->assertSame( array(), Data::get( 'none' ) );
	}

	/**
	 * A null value is a key too (the scripts read some as null).
	 */
	public function test_null_is_a_value(): void {
		$this->assertTrue( Data::add( 'test', 'order', null ) );
		$this->assertTrue( Data::has( 'test', 'order' ) );
		$this->assertSame( array( 'order' => null ), Data::get( 'test' ) );
	}

	/**
	 * A second writer of a key is refused, with a notice naming the key and
	 * both writers; the first value stays, lazy or not.
	 */
	public function test_second_writer_refused(): void {
		$this->expect_incorrect_usage( 'Vitrina\Assets\Data::add' );
		$messages = array();
		add_action(
			'doing_it_wrong_run',
			static function ( $name, $message ) use ( &$messages ): void {
				$messages[] = html_entity_decode( (string) $message, ENT_QUOTES );
			},
			10,
			2
		);
		$this->assertTrue( Data::add( 'test', 'days', static fn(): int => 180 ) );
		$this->assertFalse( Data::add( 'test', 'days', 0 ) );
		$this->assertSame( array( 'days' => 180 ), Data::get( 'test' ) );
		$this->assertCount( 1, $messages );
		$this->assertStringContainsString( '"days"', $messages[0] );
		$this->assertStringContainsString( '"test"', $messages[0] );
		$this->assertSame( 2, substr_count( $messages[0], self::class ), 'Both writers are named.' );

		// Refused after reading too: the value read stays.
		$this->assertFalse( Data::add( 'test', 'days', 1 ) );
		$this->assertSame( array( 'days' => 180 ), Data::get( 'test' ) );
		$this->assertCount( 2, $messages );
	}

	/**
	 * Closures run only when the island's settings are read, and once
	 * however often they are.
	 */
	public function test_closures_resolve_once_when_read(): void {
		$calls = 0;
		$value = 'before';
		Data::add(
			'test',
			'lazy',
			static function () use ( &$calls, &$value ): string {
				++$calls;
				return $value;
			}
		);
		Data::add( 'other', 'lazy', static fn(): bool => true );
		$this->assertSame( 0, $calls, 'Nothing is computed when a module adds its keys.' );
		$value = 'at print time';
		$this->assertSame( array( 'lazy' => 'at print time' ), Data::get( 'test' ) );
		$this->assertSame( 1, $calls );
		$value = 'later';
		$this->assertSame( array( 'lazy' => 'at print time' ), Data::get( 'test' ) );
		$this->assertSame( array( 'lazy' => 'at print time' ), Islands::settings( 'test' ) );
		$this->assertSame( 1, $calls );
	}

	/**
	 * Reset forgets every key and writer.
	 */
	public function test_reset(): void {
		Data::add( 'test', 'a', 1 );
		Data::reset();
		$this->assertFalse( Data::has( 'test' ) );
		$this->assertTrue( Data::add( 'test', 'a', 2 ) );
		$this->assertSame( array( 'a' => 2 ), Data::get( 'test' ) );
	}

	/**
	 * Islands::settings() gives what was added, resolved.
	 */
	public function test_islands_settings_are_the_registry(): void {
		Data::add( 'test', 'a', 1 );
		Data::add( 'test', 'b', static fn(): string => 'two' );
		$this->assertSame(
			array(
				'a' => 1,
				'b' => 'two',
			),
			Islands::settings( 'test' )
		);
		$this->assertSame( array(), Islands::settings( 'nothing-added' ) );
	}
}
